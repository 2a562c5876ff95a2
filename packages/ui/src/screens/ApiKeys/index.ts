export { API_KEYS_TEXT, ApiKeysPanel, type ApiKeyCreateRequest, type ApiKeysPanelProps, type ApiKeyScopeView, type ApiKeyView } from './ApiKeysPanel';
