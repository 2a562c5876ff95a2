import type { ReactNode } from 'react';
import { Input } from '../Input';
import { Select } from '../Select';
import * as styles from './Pager.css';

export interface ListSearchProps<Order extends string> {
  /** Names the group for assistive technology ("Search and order your portfolio"). */
  readonly label: string;
  readonly searchLabel: string;
  readonly searchPlaceholder: string;
  readonly text: string;
  readonly onTextChange: (text: string) => void;
  readonly orderLabel: string;
  readonly order: Order;
  /** The orders offered, in menu order, with their labels. */
  readonly orders: readonly Order[];
  readonly orderText: Readonly<Record<Order, string>>;
  readonly onOrderChange: (order: Order) => void;
  /** Further filters shown after the order menu (a switch, a role menu). */
  readonly children?: ReactNode;
  readonly className?: string;
}

/**
 * The search box and order menu above a paged list: the text and the order go to the server,
 * which answers the page. Only the listed orders are passed on.
 */
export function ListSearch<Order extends string>({
  label,
  searchLabel,
  searchPlaceholder,
  text,
  onTextChange,
  orderLabel,
  order,
  orders,
  orderText,
  onOrderChange,
  children,
  className,
}: ListSearchProps<Order>) {
  return (
    <div className={className ? `${styles.listSearch} ${className}` : styles.listSearch} role="search" aria-label={label}>
      <Input
        type="search"
        aria-label={searchLabel}
        placeholder={searchPlaceholder}
        maxLength={100}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
      />
      <Select
        aria-label={orderLabel}
        value={order}
        options={orders.map((value) => ({ value, label: orderText[value] }))}
        onValueChange={(next) => {
          const chosen = orders.find((value) => value === next);
          if (chosen !== undefined) onOrderChange(chosen);
        }}
      />
      {children}
    </div>
  );
}
