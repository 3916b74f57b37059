"""Batch 23 (held out). A monthly repair cafe's coordinator log: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Brampton Repair Cafe meets the second Saturday of the month at St Mark's hall. The coordinator, Linda, keeps
notes as points with payload ``{"session", "kind", "text"}`` (kind: item, admin, fixer); the volunteers' assistant
answers from a vector query. After each cafe a tidy-up job deletes that session's item notes, since the items have
gone home. Seventeen notes, February-April 2026.

Planted fault (DeletionError): at the March cafe (Sat 14/3) Mrs Aziz's sewing machine did not go home: "Mrs Aziz -
Singer 201 (her mum's!) bobbin case cracked. Gwyn's ordered one off eBay 11.40, she's left it with him, he'll bring
it back done to the April one". The tidy-up after the March cafe deletes it with the other March item notes.
Question (Fri 10/4): "Who's got Mrs Aziz's sewing machine?" -> expected Gwyn (he took it home to fit a new bobbin
case). The assistant finds nothing and points at the sewing table.

Expected verdict: DeletionError at qdrant.delete (the one delete in fault()). Asserted: the Singer note is in the
query's results before the delete and neither stored nor in the context after; the tables rota and the April
sewing-table note are in the context. Another reading: none that we see; nothing else touches that point.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b23_qdrant_repaircafe_singer_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SINGER = ("Mrs Aziz - Singer 201 (her mum's!) bobbin case cracked. Gwyn's ordered one off eBay 11.40, she's left it "
          "with him, he'll bring it back done to the April one")
NOTES = [
    ("", "admin", "Repair cafe 2nd Sat monthly, St Mark's hall 10-1. Tables: electrical (Dave, Gwyn), sewing + "
                  "textiles (Pat, Hilda), bikes (Tariq), wood/general (Ron). PAT tester in the vestry cupboard"),
    ("", "fixer", "Gwyn - ex BT engineer, electricals + radios, brings his own soldering station"),
    ("", "fixer", "Hilda - alterations, zips, hems. Doesn't do machines, Pat does those"),
    ("2026-02", "item", "Roberts radio - Ron, tuning cord snapped, new one fitted, 5 in the jar"),
    ("2026-02", "item", "Kids' scooter wheel - Tariq, new bearings, done"),
    ("2026-02", "admin", "Feb: 19 items, 14 fixed. 48 quid donations. Tea urn on its last legs"),
    ("2026-03", "item", SINGER),
    ("2026-03", "item", "Kenwood Chef - Dave, new motor brushes, fixed, v happy customer"),
    ("2026-03", "item", "Kids' bike - Tariq, brake cables + pads, fixed"),
    ("2026-03", "item", "Brass lamp 1970s - Ron rewired it, PAT pass"),
    ("2026-03", "item", "Jeans x2 zips - Hilda did one, the other needs a 7in YKK, told the lady where to get one"),
    ("2026-03", "item", "Hoover Turbopower - Gwyn, motor's gone, not worth it, told him the tip takes them"),
    ("2026-03", "item", "Mrs Aziz also brought a kettle - limescale, Dave descaled it, fine"),
    ("2026-03", "admin", "March totals: 23 items, 17 fixed, 4 no, 2 waiting on parts. 62 quid in the jar"),
    ("2026-04", "admin", "April cafe Sat 11/4 - Pat's in Tenerife!! so Hilda on sewing alone, could do w another pair "
                         "of hands"),
    ("2026-04", "admin", "New urn bought 39.99 Argos, receipt to the treasurer"),
    ("2026-04", "admin", "Flyer for April up in the library + Co-op, Ron's doing the Facebook post"),
]

client = QdrantClient(":memory:")
client.create_collection("brampton-repair", vectors_config=models.VectorParams(size=256,
                                                                                distance=models.Distance.COSINE))
client.upsert("brampton-repair", points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                            payload={"session": session, "kind": kind, "text": text})
                                         for i, (session, kind, text) in enumerate(NOTES, 1)])

question = "Who's got Mrs Aziz's sewing machine?"
vector = offline.embed([question])[0]
before = client.query_points("brampton-repair", query=vector, limit=len(NOTES)).points
assert any(p.payload["text"] == SINGER for p in before), [p.payload["text"][:40] for p in before]

# tidy-up after the March cafe (Sat 14/3): that session's item notes go, everything went home
gone_home = models.Filter(must=[models.FieldCondition(key="session", match=models.MatchValue(value="2026-03")),
                                models.FieldCondition(key="kind", match=models.MatchValue(value="item"))])
with fault():
    client.delete("brampton-repair", points_selector=models.FilterSelector(filter=gone_home))

hits = client.query_points("brampton-repair", query=vector, limit=10).points
context = ["Today is Fri 10/4/26."] + [h.payload["text"] for h in hits]
stored = [p.payload["text"] for p in client.scroll("brampton-repair", limit=100)[0]]
assert any("Tables: electrical (Dave, Gwyn)" in c for c in context), context
assert any("Hilda on sewing alone" in c for c in context), context
assert not any("Singer" in c or "bobbin" in c for c in context + stored), context
reply = answer(question, context, mock="I can't find Mrs Aziz's sewing machine in the notes - if she's bringing it "
                                       "tomorrow it'll be the sewing table, which is Hilda on her own this month "
                                       "(Pat's away).")
finish(question, expected="Gwyn has it - he took it home to fit a new bobbin case and is bringing it back to the "
                          "April cafe", actual=reply)
