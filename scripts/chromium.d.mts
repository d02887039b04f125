export declare const chromiumArgs: string[];
export declare function chromiumPath(): string;
export declare function assertChromium(): string;
