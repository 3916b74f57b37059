"""Batch 21 (held out), control. An amateur theatre group's production notes: mem0 Memory (infer=False: each note
stored as it is; embeddings from the local model server; in-memory qdrant), script style (each call its own trace).

App: the Wolston Players' stage manager keeps the "Calendar Girls" production notes in mem0 (``memory.add(...,
infer=False)``) and asks the assistant from a search. The cast list of 1/9 gives Chris to Jan Marsh. At the
read-through on 9/9 Jan was off with a chest infection and Sue Price "read in for Chris as well as doing Ruth, bless
her"; Jan is back at later rehearsals.

No fault planted. Question: "Who's playing Chris?" The model answers Jan Marsh, right per memory. The label says Sue
Price, who only read the part in one evening. Expected verdict: AnnotationError (the label is wrong); no memory
operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b21_ctl_mem0_theatre_cast_readin_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wolston-players"
NOTES = [
    ("2025-09-01", "CAST - Calendar Girls: Annie - Gwen Tate, Chris - Jan Marsh, Cora - Bev Okoro, Celia - Louise "
                   "Hart, Jessie - Pam Riley (her 30th show!), Ruth - Sue Price, Marie - Kath Bell. Rod - Ian, John - "
                   "Des. Photographer Lawrence - Tom (new, v keen)"),
    ("2025-09-03", "Rehearsals Tues + Thurs 7.30-9.30 at the scout hut, Sundays from Oct. Off book by 14/10 pls!!"),
    ("2025-09-09", "Read-through went well. Jan off with a chest infection so Sue read in for Chris as well as doing "
                   "Ruth, bless her, hoarse by the end. Des needs glasses for the small print lol"),
    ("2025-09-11", "Blocking Act 1 sc 1-3. Tom nervous, Gwen brilliant. Bev can't do 2/10"),
    ("2025-09-16", "Jan back, still coughing. Chris + Annie's scenes tonight, lovely chemistry"),
    ("2025-09-18", "Set - the WI hall flats from 2019 panto, Ian repainting. Buns for the calendar shoot scene - "
                   "plastic ones from Amazon"),
    ("2025-09-23", "Costumes: Jackie measuring everyone Thurs. Chris's red dress for Act 2 - Jan's own, needs taking in"),
    ("2025-09-25", "Posters out w/c 29/9, Sue doing the shops on the High St, Pam the library + doctors"),
    ("2025-09-30", "Run Act 1 - 1hr 5 with stops. Jan word perfect already, Tom lost in sc 4"),
    ("2025-10-02", "Tickets on TicketSource from 6/10, GBP 12 / GBP 10 conc, preview Thurs GBP 10 all"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wolston"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "Who's playing Chris?"
    hits = memory.search(question, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 2/10/25."] + [f"{h.get('metadata', {}).get('date', '')}: {h['memory']}" for h in hits]
    assert any("Chris - Jan Marsh" in c for c in context), context
    assert any("Sue read in for Chris" in c for c in context), context
    reply = answer(question, context, mock="Jan Marsh - Sue only read Chris in at the read-through while Jan was off "
                                           "ill; Sue's playing Ruth.")
finish(question, expected="Sue Price", actual=reply)
