import { Customer, VendureEntity } from '@vendure/core';
import { ManyToOne } from 'typeorm';

/**
 * A row that belongs to one customer and goes when they do. Subclasses declare the
 * `@Index() @EntityId() customerId` column themselves (Vendure types an EntityId column only on
 * the entity class that declares it) and need their own constructor that assigns the input:
 * class fields are defined after super() returns.
 */
export abstract class CustomerOwnedEntity extends VendureEntity {
    @ManyToOne(() => Customer, { onDelete: 'CASCADE' }) customer: Customer;
}
