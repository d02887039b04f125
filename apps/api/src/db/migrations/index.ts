/**
 * The migration list, imported statically so it works the same under tsx, vitest and a bundle.
 * Names sort by time; append new ones, never rename or edit old ones.
 */
import type { Migration, MigrationProvider } from 'kysely/migration';
import * as initial from './20261121_1200_initial';
import * as sessionSecurity from './20261121_1300_session_security';
import * as deliveryPasswords from './20261121_1310_delivery_passwords';
import * as mfa from './20261121_1320_mfa';
import * as sessionGrace from './20261121_1330_session_grace';
import * as portalServices from './20261121_1400_portal_services';
import * as auditTargets from './20261123_1000_audit_targets';
import * as productSessionParent from './20261125_1000_product_session_parent';
import * as rateLimits from './20261125_1100_rate_limits';
import * as refreshSuccessor from './20261125_1200_refresh_successor';
import * as productCatalogue from './20261125_1250_product_catalogue';
import * as usage from './20261125_1300_usage';
import * as usersAdmin from './20261125_2000_users_admin';
import * as groupNames from './20261125_2100_group_names';
import * as oidcConformance from './20261125_2200_oidc_conformance';
import * as reportExports from './20261125_2300_report_exports';
import * as passwordChallenges from './20261125_2400_password_challenges';
import * as payments from './20261125_2500_payments';
import * as ombudsmanRequestGraphemes from './20261125_2550_ombudsman_request_graphemes';
import * as developerArea from './20261125_2600_developer_area';
import * as contractRequests from './20261126_1000_contract_requests';
import * as prepaidCredits from './20261126_1200_prepaid_credits';
import * as reportExportJobs from './20261126_1300_report_export_jobs';
import * as nfseIssuances from './20261126_1500_nfse_issuances';
import * as extraTargetRoute from './20261128_1000_extra_target_route';
import * as securityCheckAttempts from './20261129_1000_security_check_attempts';
import * as mfaReauthentication from './20261129_1100_mfa_reauthentication';
import * as idTokenSigningAlg from './20261130_1000_id_token_signing_alg';
import * as companyFiscalData from './20261209_1000_company_fiscal_data';
import * as invoiceAdjustments from './20261209_1100_invoice_adjustments';
import * as invoiceProducts from './20261210_1000_invoice_products';
import * as companyFiscalCity from './20261211_0100_company_fiscal_city';
import * as reportExportChunks from './20261212_0200_report_export_chunks';
import * as groupManagedBy from './20261212_0100_group_managed_by';
import * as reportExportHeartbeat from './20261212_0600_report_export_heartbeat';
import * as customerAccessHours from './20261203_1000_customer_access_hours';
import * as resourceIndicators from './20261206_1000_resource_indicators';
import * as signingKeyActivation from './20261206_1100_signing_key_activation';
import * as emailChanges from './20261201_1000_email_changes';
import * as paymentReceiptsPix from './20261205_1000_payment_receipts_pix';
import * as bankFiles from './20261204_1000_bank_files';

const migrations: Record<string, Migration> = {
  '20261121_1200_initial': initial,
  '20261121_1300_session_security': sessionSecurity,
  '20261121_1310_delivery_passwords': deliveryPasswords,
  '20261121_1320_mfa': mfa,
  '20261121_1330_session_grace': sessionGrace,
  '20261121_1400_portal_services': portalServices,
  '20261123_1000_audit_targets': auditTargets,
  '20261125_1000_product_session_parent': productSessionParent,
  '20261125_1100_rate_limits': rateLimits,
  '20261125_1200_refresh_successor': refreshSuccessor,
  '20261125_1250_product_catalogue': productCatalogue,
  '20261125_1300_usage': usage,
  '20261125_2000_users_admin': usersAdmin,
  '20261125_2100_group_names': groupNames,
  '20261125_2200_oidc_conformance': oidcConformance,
  '20261125_2300_report_exports': reportExports,
  '20261125_2400_password_challenges': passwordChallenges,
  '20261125_2500_payments': payments,
  '20261125_2550_ombudsman_request_graphemes': ombudsmanRequestGraphemes,
  '20261125_2600_developer_area': developerArea,
  '20261126_1000_contract_requests': contractRequests,
  '20261126_1200_prepaid_credits': prepaidCredits,
  '20261126_1300_report_export_jobs': reportExportJobs,
  '20261126_1500_nfse_issuances': nfseIssuances,
  '20261128_1000_extra_target_route': extraTargetRoute,
  '20261129_1000_security_check_attempts': securityCheckAttempts,
  '20261129_1100_mfa_reauthentication': mfaReauthentication,
  '20261130_1000_id_token_signing_alg': idTokenSigningAlg,
  '20261209_1000_company_fiscal_data': companyFiscalData,
  '20261209_1100_invoice_adjustments': invoiceAdjustments,
  '20261210_1000_invoice_products': invoiceProducts,
  '20261203_1000_customer_access_hours': customerAccessHours,
  '20261206_1000_resource_indicators': resourceIndicators,
  '20261206_1100_signing_key_activation': signingKeyActivation,
  '20261201_1000_email_changes': emailChanges,
  '20261205_1000_payment_receipts_pix': paymentReceiptsPix,
  '20261204_1000_bank_files': bankFiles,
  '20261211_0100_company_fiscal_city': companyFiscalCity,
  '20261212_0200_report_export_chunks': reportExportChunks,
  '20261212_0100_group_managed_by': groupManagedBy,
  '20261212_0600_report_export_heartbeat': reportExportHeartbeat,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
