import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";

type SortableRowProps = { id: string; label: string; children: ReactNode };

function SortableRow({ id, label, children }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
    });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-2 rounded-lg border border-stone-200 bg-white p-2 ${isDragging ? "relative z-10 shadow-lg" : ""}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Move ${label}`}
        className="inline-flex min-h-11 min-w-11 cursor-grab touch-none items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 focus:outline-none focus:ring-2 focus:ring-brand-600"
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
      <div className="min-w-0 flex-1">{children}</div>
    </li>
  );
}

type SortableListProps<Row> = {
  /** What the list holds, for its accessible name ("Order of Mains"). */
  label: string;
  rows: Row[];
  getId: (row: Row) => string;
  getLabel: (row: Row) => string;
  renderRow: (row: Row) => ReactNode;
  /** Called with every id in the new order once a move ends. */
  onReorder: (ids: string[]) => void;
};

/**
 * A list reordered by dragging a row's handle, or from the keyboard: focus a handle, Space to lift,
 * arrow keys to move, Space to drop, Escape to cancel. Shows the new order at once.
 */
export function SortableList<Row>({
  label,
  rows,
  getId,
  getLabel,
  renderRow,
  onReorder,
}: SortableListProps<Row>) {
  const [order, setOrder] = useState(() => rows.map(getId));
  const incoming = rows.map(getId).join(",");
  useEffect(() => {
    setOrder(incoming === "" ? [] : incoming.split(","));
  }, [incoming]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = new Map(rows.map((row) => [getId(row), row]));
  const labelOf = (id: string | number) => {
    const row = byId.get(String(id));
    return row ? getLabel(row) : String(id);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(order, order.indexOf(String(active.id)), order.indexOf(String(over.id)));
    setOrder(next);
    onReorder(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            "To move a row, press Space, then the arrow keys, then Space again to drop it, or Escape to cancel.",
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${labelOf(active.id)} is now at position ${order.indexOf(String(over.id)) + 1} of ${order.length}.`
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? `${labelOf(active.id)} dropped at position ${order.indexOf(String(over.id)) + 1}.`
              : `${labelOf(active.id)} dropped.`,
          onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className="space-y-2">
          {order.map((id) => {
            const row = byId.get(id);
            if (!row) return null;
            return (
              <SortableRow key={id} id={id} label={getLabel(row)}>
                {renderRow(row)}
              </SortableRow>
            );
          })}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
