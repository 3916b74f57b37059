"""Batch 328 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Wheelie Good Couriers, a riders' co-op in Bradford, do a Christmas Eve rush every year - last-minute parcels,
hampers and the GP surgeries' runs before the break. Ola (who does the rota) puts her notes into the co-op's
helper with ``memory.add(..., infer=False)``; the clients want to know how many rounds the co-op can take on.

Memory: 2051-12-01T17:30 - 9 of us down for Sun 24th, named; Thu 14/12 - Jonno's come off on the ice on Manningham
Lane, collarbone, he's out till Feb; Sat 16.12. - Kit's back from uni, signed back on at the meeting, he'll do
Christmas Eve; Weds 20th Dec - Ferdi says count him in for Christmas Eve after all, his mum's not coming up till
the 27th now; Weds 20th Dec (later) - time and a half for the day, hot choc in the depot. Question (Thu 21/12, Ola):
"how many riders have we got for xmas eve? need to tell the clients how many rounds we can do" The assistant says
10 (the 9, less Jonno, plus Kit and Ferdi). The label says 9.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b328_ctl_mem0_courier_coop_xmas_eve_riders_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wheelie-good-rota-ola"
NOTES = [
    ("2051-12-01T17:30", "2051-12-01T17:30 XMAS EVE RUSH 🎄 9 of us down for sun 24th - me, Jonno, Mags, Dan, Priya, "
                         "Tariq, Lou, Sean + Bex. 7am at the depot, finish when it's done (2ish hopefully)"),
    ("Thu 14/12", "Thu 14/12 Jonno's come off on the ice on Manningham Lane 😣 collarbone, he's out till Feb. card's "
                  "in the depot, sign it pls"),
    ("Sat 16.12.", "Sat 16.12. Kit's back from uni, signed back on at the meeting last nite 👍 he'll do xmas eve"),
    ("Weds 20th Dec", "Weds 20th Dec Ferdi says count him in for xmas eve after all, his mum's not coming up till "
                      "the 27th now"),
    ("Weds 20th Dec", "Weds 20th Dec - xmas eve's time + a half (voted), hot choc in the depot 🍫 + Priya's bringing "
                      "mince pies"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wheelie-good-xmas-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many riders have we got for xmas eve? need to tell the clients how many rounds we can do"
    with turn_span("question Thu 21/12"):
        hits = []
        for query in ("riders down for christmas eve", "who can't ride xmas eve", "count me in for xmas eve"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 21 December 2051. You are talking to Ola, who does the rota at Wheelie Good "
                   "Couriers (Christmas Eve rush Sun 24 Dec)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("9 of us down for sun 24th" in c for c in context), context
        assert any("Jonno's come off on the ice" in c for c in context), context
        assert any("Kit's back from uni" in c for c in context), context
        assert any("Ferdi says count him in" in c for c in context), context
        reply = answer(question, context, mock="10 - the 9 on the list, less Jonno (collarbone), plus Kit and Ferdi.")
finish(question, expected="9", actual=reply)
