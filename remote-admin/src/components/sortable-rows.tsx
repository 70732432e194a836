import type { ReactNode } from 'react';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { HolderOutlined } from '@portal/shared-ui';

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item);
  return moved;
}

export interface SortableRowsProps<T> {
  /** Names the list for assistive technology: 'Campi della form', 'Linee del servizio'… */
  label: string;
  items: readonly T[];
  rowKey: (item: T) => string;
  /** Grid columns after the handle's, e.g. '1fr 2fr 120px'. */
  columns: string;
  /** One heading per column after the handle. */
  headings: readonly ReactNode[];
  /** One cell per column after the handle. */
  renderCells: (item: T, index: number) => ReactNode;
  /** 'Trascina {name}': what the handle moves. */
  handleLabel: (item: T) => string;
  onMove: (from: number, to: number) => void;
  /** Extra attributes of a row (what tests and the e2e suite find rows by). */
  rowAttributes?: (item: T) => Record<`data-${string}`, string>;
  /** Below this width the list scrolls sideways. */
  minWidth?: number;
  /** For a moment (a search narrows the list, a save is on its way): the handles stay, inert. */
  disabled?: boolean;
  /** For someone who may not reorder at all: no handles, nothing to drag. */
  readOnly?: boolean;
}

/**
 * Rows reordered by dragging their handle (spec 002 §2.4, §2.9, §2.10), by mouse or keyboard:
 * focus a handle, Space lifts the row, the arrows move it, Space drops it, Escape cancels.
 * Only the handle starts a drag, so the row's own controls work as usual.
 */
export function SortableRows<T>(props: SortableRowsProps<T>) {
  const { items, rowKey, columns, readOnly = false } = props;
  const disabled = props.disabled || readOnly;
  const template = `32px ${columns}`;
  const onDragEnd = (result: DropResult) => {
    if (!result.destination || result.destination.index === result.source.index) return;
    props.onMove(result.source.index, result.destination.index);
  };
  return (
    <div style={{ overflowX: 'auto' }}>
      <div style={{ minWidth: props.minWidth }}>
        <div
          style={{ display: 'grid', gridTemplateColumns: template, gap: 8, padding: 8, fontWeight: 600 }}
          aria-hidden
        >
          <span />
          {props.headings.map((heading, index) => (
            <span key={index}>{heading}</span>
          ))}
        </div>
        <DragDropContext onDragEnd={onDragEnd}>
          <Droppable droppableId={props.label} isDropDisabled={disabled}>
            {(drop) => (
              <div ref={drop.innerRef} {...drop.droppableProps} role="list" aria-label={props.label}>
                {items.map((item, index) => (
                  <Draggable key={rowKey(item)} draggableId={rowKey(item)} index={index} isDragDisabled={disabled}>
                    {(drag, snapshot) => (
                      <div
                        ref={drag.innerRef}
                        {...drag.draggableProps}
                        {...props.rowAttributes?.(item)}
                        role="listitem"
                        style={{
                          ...drag.draggableProps.style,
                          display: 'grid',
                          gridTemplateColumns: template,
                          gap: 8,
                          alignItems: 'center',
                          padding: 8,
                          borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
                          background: snapshot.isDragging ? 'rgba(22, 119, 255, 0.08)' : undefined,
                        }}
                      >
                        {readOnly ? (
                          <span />
                        ) : (
                          <span
                            {...drag.dragHandleProps}
                            aria-label={props.handleLabel(item)}
                            data-testid="drag-handle"
                            style={{ cursor: disabled ? 'not-allowed' : 'grab', display: 'inline-flex', padding: 4 }}
                          >
                            <HolderOutlined />
                          </span>
                        )}
                        {props.renderCells(item, index)}
                      </div>
                    )}
                  </Draggable>
                ))}
                {drop.placeholder}
              </div>
            )}
          </Droppable>
        </DragDropContext>
      </div>
    </div>
  );
}
