"""Batch 349 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Brodie's, a gastropub in Hexham, keeps its suppliers' price lists in the kitchen helper - Dan (head chef)
pastes each list as CSV lines (item,unit,price) with its version and dates, and invoice checks as key=value lines,
with ``memory.add(..., infer=False)``; the chefs cost their dishes from it.

Memory: 2051-02-01 - Moorside Farm price list v3: beef shin, kg, 11.40; lamb neck, kg, 13.90; chicken thighs
(boneless), kg, 7.25; valid to 31/03; 03/03 - invoice check, inv=4471, shin billed @ 11.40 ok, thighs short 2kg,
credit note requested; 2051-03-28 - Moorside v4 from 1 Apr: beef shin 12.60/kg (feed costs), lamb neck and thighs
unchanged, "v3 is void after 31/3, bin the old sheet"; Tue 4/4 - the shin and ale pie is 180g shin a portion, on the
board from Fri. Question (Thu 6/4, Kasia, sous chef): "what are we paying Moorside for beef shin per kg now? costing
the pie" The assistant says £12.60 a kg (the v4 list, from 1 April). The label says £11.40 - the v3 price, which
the later list superseded.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b349_ctl_mem0_restaurant_supplier_beef_shin_price_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "brodies-kitchen-dan"
NOTES = [
    ("2051-02-01", "MOORSIDE FARM price list v3 (2051-02-01)\nitem,unit,price\nbeef shin,kg,11.40\n"
                   "lamb neck,kg,13.90\nchicken thighs (boneless),kg,7.25\nvalid to 31/03. min order £60, deliv "
                   "Mon/Wed/Fri"),
    ("03/03", "invoice check 03/03\nsupplier=Moorside\ninv=4471\nshin=billed @ 11.40 ok\nthighs=short 2kg\n"
              "action=credit note requested (Dan)"),
    ("2051-03-28", "MOORSIDE v4 from 1 Apr (2051-03-28)\nitem,unit,price\nbeef shin,kg,12.60\nlamb neck,kg,13.90\n"
                   "chicken thighs (boneless),kg,7.25\nshin up bc feed costs apparently. v3 is void after 31/3, bin "
                   "the old sheet pls"),
    ("Tue 4/4", "Tue 4/4 specials: shin + ale pie, 180g shin a portion, on the board from fri. Kasia to cost it, "
                "aiming for 30% GP or better"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="brodies-suppliers-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what are we paying Moorside for beef shin per kg now? costing the pie"
    with turn_span("question Thu 6/4"):
        hits = []
        for query in ("beef shin price per kg", "Moorside price list", "shin and ale pie costing"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 6 April 2051. You are talking to Kasia, sous chef at Brodie's."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("beef shin,kg,11.40" in c for c in context), context
        assert any("beef shin,kg,12.60" in c and "v3 is void after 31/3" in c for c in context), context
        reply = answer(question, context, mock="£12.60 a kg - that's Moorside's v4 list, from 1 April (it was £11.40 "
                                               "on v3).")
finish(question, expected="£11.40 per kg", actual=reply)
