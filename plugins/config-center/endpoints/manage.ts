// The manage part's typed endpoints (001 §7 "Config center (remote server)"): the projects menu,
// namespaces and files. Answers in the spec's `payload` shape.
import { endpoint, typeOf } from '../../../core/shared/endpoint';
import { deleteFileQuery, fileQuery, filesQuery, namespacesQuery, newNamespaceSchema, saveFileSchema } from '../schemas/manage';
import { API, PROJECTS_API, type CcProject } from '../shared';

export const manageEndpoints = {
  /** The projects the user may open in the config center (admins: all), with their envs. */
  projects: endpoint({ method: 'GET', path: PROJECTS_API, response: typeOf<{ payload: { projects: CcProject[] } }>() }),
  namespaces: endpoint({
    method: 'GET',
    path: `${API}/nameSpaces`,
    query: namespacesQuery,
    response: typeOf<{ payload: { nameSpaces: { nameSpace: string }[] } }>(),
  }),
  createNamespace: endpoint({
    method: 'POST',
    path: `${API}/nameSpaces`,
    body: newNamespaceSchema,
    response: typeOf<{ message: string; payload: { nameSpace: string } }>(),
  }),
  files: endpoint({ method: 'GET', path: `${API}/files`, query: filesQuery, response: typeOf<{ payload: { fileList: string[] } }>() }),
  /** The current content, or with commitId the content in that archive. */
  content: endpoint({
    method: 'GET',
    path: `${API}/files/content`,
    query: fileQuery,
    response: typeOf<{ payload: { content: string } }>(),
  }),
  /** Create (`create: true`, the modal) or update (Submit). */
  save: endpoint({
    method: 'POST',
    path: `${API}/files/content`,
    body: saveFileSchema,
    response: typeOf<{ message: string; payload: { fileName: string; created: boolean } }>(),
  }),
  /** Beyond the spec: removes a file from the namespace (archives keep their copies). */
  deleteFile: endpoint({ method: 'DELETE', path: `${API}/files`, query: deleteFileQuery, response: typeOf<{ message: string }>() }),
};
