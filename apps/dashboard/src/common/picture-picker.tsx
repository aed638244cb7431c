import { AssetPickerDialog, Button, VendureImage } from '@vendure/dashboard';
import { useState } from 'react';

/** A picture chosen from Vendure's assets. */
export interface Picture {
    id: string;
    name: string;
    preview: string;
}

/** One picture from Vendure's assets, through the dashboard's own asset picker. */
export function PicturePicker({ id, label, value, onChange }: { id: string; label: string; value: Picture | null; onChange: (p: Picture | null) => void }) {
    const [open, setOpen] = useState(false);
    return (
        <div className="space-y-2" id={id}>
            <p className="text-sm font-medium">{label}</p>
            {value ? (
                <div className="flex items-center gap-3">
                    <VendureImage asset={value} preset="tiny" alt={value.name} />
                    <span className="text-sm">{value.name}</span>
                </div>
            ) : (
                <p className="text-sm text-muted-foreground">No picture chosen.</p>
            )}
            <div className="flex gap-2">
                <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
                    {value ? `Change ${label.toLowerCase()}` : `Choose ${label.toLowerCase()}`}
                </Button>
                {value && (
                    <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
                        Remove {label.toLowerCase()}
                    </Button>
                )}
            </div>
            <AssetPickerDialog
                open={open}
                onClose={() => setOpen(false)}
                title={`Choose the ${label.toLowerCase()}`}
                onSelect={assets => {
                    const a = assets[0];
                    if (a) onChange({ id: a.id, name: a.name, preview: a.preview });
                    setOpen(false);
                }}
            />
        </div>
    );
}
