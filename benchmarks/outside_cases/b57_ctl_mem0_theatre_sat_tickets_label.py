"""Batch 57 (held out), control. A youth theatre's box office notes: mem0 Memory (infer=False; the local model server
only embeds; in-memory qdrant), one root span per note.

App: Stagestruck youth theatre's front-of-house team keep their notes for the summer show ("Bugsy Malone", Sat 25
July, 2.30 and 7pm, 180 seats a show) in mem0 as they go (``memory.add(..., infer=False)``, one memory per note).
TicketSource showed 142 sold for the Saturday evening on 18 July. But the Brownies' block of 12 went through twice
when Sharon's laptop froze; their leader has had the second lot of money back, and TicketSource still counts all 24
until Sharon gets through to their helpline. So 130 seats are really sold.

No fault planted. Question (Mon 20/7, a front-of-house volunteer doing the seating plan): "how many tickets have we
actually sold for saturday night?" The model answers 130, right per memory. The label says 142, the TicketSource
figure. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b57_ctl_mem0_theatre_sat_tickets_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "stagestruck-foh"
NOTES = [
    ("2026-06-29", "tix live on TicketSource!! £8 adult £5 under 16, 180 a show, matinee + eve sat 25th july"),
    ("2026-07-06", "Brownies (1st Wensley) booking a block of 12 for the sat night, Sharon doing it on the system "
                   "for them"),
    ("2026-07-09", "raffle prizes so far - hamper from the Co-op, 2 tix for the Georgian Theatre, a cake from Bev"),
    ("2026-07-13", "Sharon: the Brownies' 12 went thru twice when my laptop froze!! Brown Owl's had the 2nd lot of "
                   "money back on her card but TicketSource will show all 24 til I get thru to their helpline, "
                   "ignore the extra 12"),
    ("18/07/2026", "TicketSource as of sat 18th: matinee 161 sold, eve 142 sold. eve seating plan to do"),
    ("2026-07-19", "ice creams - Wensleydale Creamery tubs, sale or return, 2 boxes of 48"),
    ("2026-07-19", "programmes printed, 300, £1 each, Dev's mum collecting from the printers tues"),
]

with graphiti_server(lambda body: {}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="stagestruck-foh"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many tickets have we actually sold for saturday night?"
    with turn_span("question Mon 20/7"):
        hits = []
        for query in (question, "tickets sold saturday evening TicketSource Brownies block"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 20 July 2026."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("eve 142 sold" in c for c in context), context
        assert any("went thru twice" in c for c in context), context
        reply = answer(question, context, mock="130 for the evening - TicketSource says 142 but the Brownies' 12 are "
                                               "on there twice.")
finish(question, expected="142 sold for the evening show", actual=reply)
