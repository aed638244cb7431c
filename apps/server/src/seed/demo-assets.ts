import fs from 'node:fs';
import path from 'node:path';

import { INestApplicationContext } from '@nestjs/common';
import { Asset, AssetService, ID, RequestContext, TransactionalConnection } from '@vendure/core';

import { timeStartPart } from '../common/start-timings';
import { DemoCategory } from './demo-catalogue';
import { demoImageSvg, writeDemoImage } from './demo-images';

/**
 * Draws each demo picture once and keeps its Asset, found again by name on later runs, so a
 * step that runs again after an interrupted start does not add the same picture twice.
 */
export class DemoAssets {
    private made = new Map<string, Asset | undefined>();

    constructor(
        private app: INestApplicationContext,
        private ctx: RequestContext,
        private dir: string,
    ) {}

    async get(name: string, art: DemoCategory['art'], draw = demoImageSvg): Promise<{ id: ID } | undefined> {
        if (this.made.has(name)) return this.made.get(name);
        const connection = this.app.get(TransactionalConnection);
        // Asset names are translatable (Vendure 3.x): look the picture up by its file name.
        let asset =
            (await connection
                .getRepository(this.ctx, Asset)
                .createQueryBuilder('asset')
                .innerJoin('asset.translations', 'translation')
                .where('translation.name = :name', { name: `${name}.png` })
                .getOne()) ?? undefined;
        if (!asset) {
            asset = await timeStartPart('seed pictures', async () => {
                const file = path.join(this.dir, await writeDemoImage(this.dir, name, art, draw));
                const created = await this.app.get(AssetService).createFromFileStream(fs.createReadStream(file), file, this.ctx);
                return 'id' in created ? (created as Asset) : undefined;
            });
        }
        this.made.set(name, asset);
        return asset;
    }
}
