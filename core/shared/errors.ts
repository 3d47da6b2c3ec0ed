// The one error body every failing call answers with (DESIGN §7).
export interface ApiIssue {
  path: string;
  message: string;
}

export interface ApiErrorBody {
  message: string;
  code?: string;
  issues?: ApiIssue[];
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return !!value && typeof value === 'object' && typeof (value as ApiErrorBody).message === 'string';
}
