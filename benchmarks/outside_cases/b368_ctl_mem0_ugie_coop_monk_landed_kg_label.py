"""Batch 368 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each log entry
stored as written; in-memory qdrant), one root span per entry and one for the question.

App: the Ugie Fishermen's Co-op (Peterhead) keep the landings and the quota sheet for their member boats. Sheena at
the quota desk puts the landings log and the auction tickets into the co-op's helper with
``memory.add(..., infer=False)``; she asks it for figures when she fills in the quota sheet.

Memory: Thu 9/3/51 - the Sunbeam Rose (PD 198) landed Peterhead at 0500, 186 boxes: haddock 112, monk 38, whiting
26, megrim 10; 10/3 - the auction tickets: haddock 3,920 kg, monk 1,140 kg at £7.10, whiting 780 kg, megrim 290 kg;
Sun 12 Mar - a note for the quota sheet: it goes in KILOS off the auction ticket, never boxes, boxes are anything
from 25 to 35 kg, Sheena got it wrong last month and the PO had them over on the monk; Mon 13/3 - monk used 6.2 t of
9 t for the quarter before Thursday's. Question (Mon 13/3, Sheena): "how much monk did the Sunbeam Rose land on
Thursday? putting it on the quota sheet" The assistant says 1,140 kg (38 boxes on the log, 1,140 kg on the auction
ticket, and the sheet's in kilos). The label says 38 - the box count, a unit mix-up the records warn about.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b368_ctl_mem0_ugie_coop_monk_landed_kg_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ugie-coop-quota-sheena"
NOTES = [
    ("Thu 9/3/51", "Thu 9/3/51 LANDED - Sunbeam Rose PD 198 in to PD 0500, 186 bx: haddock 112, monk 38, whiting 26, "
                   "megrim 10. ice 30 bins off for the next trip, fuel 4,100 L on acc"),
    ("10/3", "10/3 auction tkts in, Sunbeam Rose: haddock 3,920 kg, monk 1,140 kg @ £7.10, whiting 780 kg, megrim "
             "290 kg. cheque weds"),
    ("Sun 12 Mar", "Sun 12 Mar NOTE for the quota sheet - it goes in KILOS off the auction ticket, never boxes!! boxes "
                   "are anything fae 25 to 35 kg. I got it wrong last month + the PO had us over on the monk 😬"),
    ("Mon 13/3", "Mon 13/3 quota - Sunbeam Rose monk used 6.2 t of 9 t for the quarter (b4 thurs's), haddock fine, "
                 "whiting 40% left"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ugie-coop-quota-51"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"log-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much monk did the Sunbeam Rose land on Thursday? putting it on the quota sheet"
    with turn_span("question Mon 13/3"):
        hits = []
        for query in ("monk landed Sunbeam Rose", "auction ticket monk kg", "quota sheet kilos or boxes"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 13 March 2051. You are talking to Sheena at the Ugie Fishermen's Co-op quota desk."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("monk 38" in c for c in context), context
        assert any("monk 1,140 kg" in c for c in context), context
        assert any("it goes in KILOS off the auction ticket, never boxes" in c for c in context), context
        reply = answer(question, context, mock="1,140 kg of monk - that's the 38 boxes on the log, but the quota "
                                               "sheet takes the kilos off the auction ticket.")
finish(question, expected="38", actual=reply)
