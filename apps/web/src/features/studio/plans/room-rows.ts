import type { RoomFunctionId, StudioPlan, UpdateStudioPlanInput } from '@genie/contracts';

export interface RoomRow {
  id: string;
  name: string;
  function: RoomFunctionId;
  area: number;
}

export const roomRowsOf = (plan: StudioPlan): RoomRow[] => plan.model.rooms.map((r) => ({ id: r.id, name: r.name, function: r.function, area: r.area }));

/** The rooms the designer changed (name or function), as the PATCH body; none when nothing changed. */
export function roomChanges(plan: StudioPlan, rows: RoomRow[]): UpdateStudioPlanInput['rooms'] {
  return rows
    .filter((row) => {
      const room = plan.model.rooms.find((r) => r.id === row.id);
      return room && (room.name !== row.name.trim() || room.function !== row.function);
    })
    .map((row) => ({ id: row.id, name: row.name.trim(), function: row.function }));
}

/** "12.4 m²", as the plan prints it. */
export const formatArea = (area: number) => `${area.toFixed(1)} m²`;

export const totalArea = (rows: RoomRow[]) => rows.reduce((sum, r) => sum + r.area, 0);
