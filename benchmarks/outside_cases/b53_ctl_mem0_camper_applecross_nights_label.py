"""Batch 53 (held out), control. A family's camper-van trip log: mem0 Memory (infer=False; the local model server
only embeds; in-memory qdrant), one root span per note.

App: Kate Marsden logs the family's camper-van trip round the west Highlands (6 - 20 August 2026) into mem0 as
they go (``memory.add(..., infer=False)``, one memory per note); Phil and the boys ask the assistant. Applecross was
booked for three nights, Fri 14 - Mon 17 August. On the Saturday the boys did a sea-kayak taster and loved it; Kate
rang the site and they're keeping the pitch till Wednesday the 19th so the boys can go out again on Monday, and
they'll drive home the long way on the Wednesday.

No fault planted. Question (Sun 16/8, Phil): "how many nights are we at Applecross altogether?" The model answers
five (Fri 14 to Wed 19), right per memory. The label says three, the nights first booked. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b53_ctl_mem0_camper_applecross_nights_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "marsden-camper"
NOTES = [
    ("2026-07-02", "booked Applecross campsite fri 14 - mon 17 Aug, 3 nts, grass pitch w sea view, £29/nt, pay on "
                   "arrival. van's under 3.5t so the Bealach is ok"),
    ("2026-08-06", "day 1 - M6 was a car park, got to Glencoe 7.40pm, Red Squirrel had space thank god. diesel "
                   "£1.62 at Tebay (!!)"),
    ("2026-08-09", "Glenfinnan - saw the Jacobite cross the viaduct, Sam nearly cried. on to Camusdarach, beach is "
                   "unreal"),
    ("2026-08-12", "Shiel Bridge 2 nts, Phil + Sam did the Five Sisters (8 hrs!!), me + Leo did the falls of Glomach "
                   "track half way"),
    ("2026-08-14", "over the Bealach na Ba, 1st gear most of the way, Leo was sick at the top. Applecross pitch 22, "
                   "paid £87 for the 3 nts at the office"),
    ("15/08/2026", "sea kayak taster w Mountain & Sea Guides, 2 hrs, both boys LOVED it, saw a seal. rang the site "
                   "- we're keeping the pitch till weds 19th so they can go out again mon, £58 more for the 2 nts, "
                   "we'll go home the long way round by Torridon on weds"),
    ("2026-08-15", "Applecross Inn crab + chips tonight, queue at 5.30 but worth it. fuel left ~half a tank"),
]

with graphiti_server(lambda body: {}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="marsden-camper"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many nights are we at Applecross altogether?"
    with turn_span("question Sun 16/8"):
        context = ["Today is Sun 16 August 2026."]
        for query in (question, "Applecross campsite pitch nts booked till weds"):
            for h in memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in context:
                    context.append(h["memory"])
        assert any("fri 14 - mon 17 Aug, 3 nts" in c for c in context), context
        assert any("keeping the pitch till weds 19th" in c for c in context), context
        reply = answer(question, context, mock="Five - Friday the 14th through to Wednesday the 19th. The extra two "
                                               "nights are so the boys can kayak again on Monday.")
finish(question, expected="3 nights", actual=reply)
