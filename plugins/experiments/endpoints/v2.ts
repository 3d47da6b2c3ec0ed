// Experiments v2's typed endpoints (002 §7), both halves' one definition. The folder list and a
// folder's puzzles (paths not shown) are under the same prefix, for the wizard's folder picker.
import { endpoint, typeOf } from '../../../core/shared/endpoint';
import {
  adjustExperimentV2Schema,
  createExperimentV2Schema,
  deployExperimentV2Schema,
  experimentV2Schema,
  listExperimentsV2Query,
  type ExperimentV2,
  type FolderOption,
  type FolderPuzzle,
} from '../schemas/v2';

const V2_API = '/v1/:code/experimentv2';

export const v2Endpoints = {
  folders: endpoint({ method: 'GET', path: `${V2_API}/folders`, response: typeOf<FolderOption[]>() }),
  folderPuzzles: endpoint({ method: 'GET', path: `${V2_API}/folders/:folderId/puzzles`, response: typeOf<FolderPuzzle[]>() }),
  list: endpoint({ method: 'GET', path: V2_API, query: listExperimentsV2Query, response: typeOf<ExperimentV2[]>() }),
  create: endpoint({ method: 'POST', path: V2_API, body: createExperimentV2Schema, response: typeOf<ExperimentV2>() }),
  get: endpoint({ method: 'GET', path: `${V2_API}/:id`, response: typeOf<ExperimentV2>() }),
  update: endpoint({ method: 'PUT', path: `${V2_API}/:id`, body: experimentV2Schema, response: typeOf<ExperimentV2>() }),
  deploy: endpoint({ method: 'POST', path: `${V2_API}/:id/deployment`, body: deployExperimentV2Schema, response: typeOf<ExperimentV2>() }),
  shutdown: endpoint({ method: 'POST', path: `${V2_API}/:id/shutdown`, response: typeOf<ExperimentV2>() }),
  adjust: endpoint({ method: 'PUT', path: `${V2_API}/:id/running`, body: adjustExperimentV2Schema, response: typeOf<ExperimentV2>() }),
};
