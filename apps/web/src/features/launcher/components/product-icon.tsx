/** One icon per launchable product (ours: the spec gives each card an icon but does not draw them). */
import type { SvgIconProps } from '@mui/material/SvgIcon';
import ApiIcon from '@mui/icons-material/Api';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import DrawIcon from '@mui/icons-material/Draw';
import FaceIcon from '@mui/icons-material/Face';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GavelIcon from '@mui/icons-material/Gavel';
import InsightsIcon from '@mui/icons-material/Insights';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SmsIcon from '@mui/icons-material/Sms';
import AppsIcon from '@mui/icons-material/Apps';
import CreditScoreIcon from '@mui/icons-material/CreditScore';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import { PRODUCT_IDS } from '@painel/domain';
import type { ComponentType } from 'react';

const ICONS: Partial<Record<number, ComponentType<SvgIconProps>>> = {
  [PRODUCT_IDS.localize]: PersonSearchIcon,
  [PRODUCT_IDS.autentica]: FaceIcon,
  [PRODUCT_IDS.signatures]: DrawIcon,
  [PRODUCT_IDS.analysis360]: InsightsIcon,
  [PRODUCT_IDS.sms]: SmsIcon,
  [PRODUCT_IDS.webphone]: PhoneInTalkIcon,
  [PRODUCT_IDS.baseCerta]: FactCheckIcon,
  [PRODUCT_IDS.debtCollection]: RequestQuoteIcon,
  [PRODUCT_IDS.dossier]: GavelIcon,
  [PRODUCT_IDS.api]: ApiIcon,
  [PRODUCT_IDS.vehicles]: DirectionsCarIcon,
  [PRODUCT_IDS.assertivaScore]: CreditScoreIcon,
  [PRODUCT_IDS.negativation]: MoneyOffIcon,
};

export function ProductIcon({ productId, ...props }: { productId: number } & SvgIconProps) {
  const Icon = ICONS[productId] ?? AppsIcon;
  return <Icon aria-hidden focusable="false" {...props} />;
}
