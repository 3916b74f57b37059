"""Batch 27 (held out). A small landlord's lettings notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Dev Mistry lets five flats (two at 41 Mill Rd, three at Cavendish House) and keeps his notes in a collection
with metadata ``{"kind", "status", "day"}`` (kind repair / tenant / rent / admin, status open / done / "", day as
yyyymmdd). At the start of each quarter a tidy-up deletes repair notes marked done from before it, so the
handyman's assistant isn't full of old jobs. Sixteen notes, Jan-April 2025.

Planted fault (DeletionError): the note on the sink leak at Flat 2, 41 Mill Rd is marked done, but it is also
where Dev wrote down where the stopcock is: "Flat 2 41 Mill Rd - leak under kitchen sink, Dean came 3/2 + replaced
the trap. FYI stopcock is NOT under the sink (took him 20 mins to find) - it's in the cupboard under the stairs,
behind the hoover, red handle". The April tidy-up (repairs done before 20250401) deletes it. On 9/4 the tenant
reports the washing machine hose has split. Question (Wed 9/4): "where do I turn the water off at flat 2 mill rd?"
-> expected "the understairs cupboard, behind the hoover". The assistant says under the kitchen sink.

Expected verdict: DeletionError at chroma.delete (the one delete in fault()). Asserted: the 3/2 note is returned by
the query before the delete and is neither stored nor in the context after; the tenant's message about the hose is
in the context. Another reading: none that we see; nothing else writes that note.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b27_chroma_lettings_millrd_stopcock_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SINK = ("Flat 2 41 Mill Rd - leak under kitchen sink, Dean came 3/2 + replaced the trap. FYI stopcock is NOT under "
        "the sink (took him 20 mins to find) - it's in the cupboard under the stairs, behind the hoover, red handle")
NOTES = [
    ("tenant", "", 20250106, "Flat 1 Mill Rd - Ana Ruiz renewing another 12m from 1 Feb, rent stays £825"),
    ("repair", "done", 20250114, "Cavendish 3 - extractor fan in bathroom dead, Dean swapped it 14/1, £65 + parts"),
    ("rent", "", 20250120, "Jan rent all in except Cav 2 (Mr Hale), says Fri, 3rd time this yr"),
    ("repair", "done", 20250203, SINK),
    ("admin", "", 20250210, "Gas safety certs - Mill Rd both due 28/3, Cavendish all 3 in June. Book Gary"),
    ("repair", "done", 20250218, "Cav 1 - front door lock sticking, WD40 + planed it, sorted"),
    ("tenant", "", 20250221, "Flat 2 Mill Rd - Tom + Beth, baby due May, asked about a stair gate, said fine"),
    ("repair", "done", 20250228, "Flat 1 Mill Rd boiler pressure low again, topped up, Gary to look at the PRV at "
                                 "the gas check"),
    ("admin", "", 20250305, "Landlord insurance renewed w Direct Line, £612/yr, policy in the green file"),
    ("repair", "done", 20250312, "Cav 2 - mould in the back bedroom, told Mr Hale open the window ffs, bought him a "
                                 "dehumidifier"),
    ("admin", "", 20250328, "Gas certs Mill Rd done 28/3, both passed, copies to tenants"),
    ("repair", "open", 20250402, "Cav 3 - gutter over the back door overflowing, Dean Mon 14th"),
    ("rent", "", 20250403, "Apr rent: all in!! even Mr Hale"),
    ("repair", "open", 20250405, "Flat 2 Mill Rd kitchen tap dripping, Beth says not urgent, Dean when he's next "
                                 "over"),
    ("tenant", "", 20250409, "Beth (Flat 2 Mill Rd) 7.40am: washing machine hose has split, water all over the "
                             "kitchen floor, towels down, where do we turn it off??"),
    ("repair", "open", 20250409, "Dean can get to Mill Rd about 11 today, new hose from Screwfix"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("mistry-lettings", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for *_, t in NOTES],
          metadatas=[{"kind": k, "status": s, "day": d} for k, s, d, _ in NOTES])

question = "where do I turn the water off at flat 2 mill rd?"
wide = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert SINK in wide, wide

# quarterly tidy-up (Tue 1/4): finished repairs from before this quarter go
with fault():
    notes.delete(where={"$and": [{"kind": "repair"}, {"status": "done"}, {"day": {"$lt": 20250401}}]})

hits = notes.query(query_texts=[question], n_results=10)["documents"][0]
stored = notes.get()["documents"]
context = ["Today is Wed 9/4/25."] + hits
assert any("washing machine hose has split" in c for c in context), context
assert not any("stopcock" in c or "under the stairs" in c for c in context + stored), context
reply = answer(question, context, mock="Tell Beth to try the stopcock under the kitchen sink - that's usually where "
                                       "it is in those flats. Dean's over about 11 with a new hose.")
finish(question, expected="Cupboard under the stairs (behind the hoover) - not the sink", actual=reply)
