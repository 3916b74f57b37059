"""Batch 270 (held out), CONTROL: nothing planted, the label is wrong. A scrapstore's opening and donations: mem0
Memory (infer=False, so each note is stored as typed; in-memory qdrant), one root span per note and one for the
question.

App: Calder Scrap (the scrapstore in the old mill unit) held a summer bag sale on Sat 10th June 2051 - fill a bag
for £3, a trolley for £10, everything from the bays. Bev (the coordinator) types her notes into the scrapstore's
helper with ``memory.add(..., infer=False)``; Anita, who does the newsletter, asks it things.

Memory: Bev's 2051-06-10T16:45 note - bag sale today, counted the tin, £86 in cash, 14 bags and 3 trolleys; her
11/6 note - a fabric donation from the curtain shop on Wharf St; her Mon 12 June note - "doh, forgot the card
machine 🙈 another £20 on there from sat"; and her Tue 13/6 note - cash banked. Question (Weds 14/6, Anita): "how
much did the bag sale make on sat? putting it in the newsletter" -> the model answers £106 (the £86 in the tin
plus the £20 on the card machine), which is right per memory.

The label says "£86": the cash in the tin, counted before Bev remembered the card machine. The store, the search
and the answer all did their jobs; the expected answer is wrong, so the right verdict is AnnotationError, with no
fault op. Asserted: the £86 note, the card machine note and the Wharf St note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b270_ctl_mem0_scrapstore_bag_sale_takings_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "calder-scrap-bev"
NOTES = [
    ("2051-06-10T16:45", "2051-06-10T16:45 BAG SALE 🛍️ today - counted the tin, £86 in cash!! 14 bags + 3 trolleys. "
                         "Imran did the door, the foam went first as usual"),
    ("11/6", "11/6 fabric donation from the curtain place on Wharf St, 6 bin bags of swatches, in bay 2. they'll do "
             "us another lot in the autumn"),
    ("Mon 12 June", "Mon 12 June - doh, forgot the card machine 🙈 another £20 on there from sat (2 trolleys), "
                    "sorry Anita"),
    ("Tue 13/6", "Tue 13/6 banked the cash at the Halifax, paying in book's in the drawer under the till"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="calder-scrap-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much did the bag sale make on sat? putting it in the newsletter"
    with turn_span("question Weds 14/6"):
        hits = []
        for query in ("bag sale takings money", "card machine", "how much cash"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 14 June 2051. You are talking to Anita, who writes Calder Scrap's newsletter."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("counted the tin, £86 in cash" in c for c in context), context
        assert any("forgot the card machine" in c and "another £20 on there" in c for c in context), context
        assert any("Wharf St" in c for c in context), context
        reply = answer(question, context, mock="£106 - £86 cash in the tin plus £20 on the card machine that Bev "
                                               "forgot to check.")
finish(question, expected="£86", actual=reply)
