"""Batch 275 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Ryburn Valley Community Transport run a Thursday day trip each month with a volunteer driver - in March 2051
it's the garden centre at Brighouse with lunch, Thu 20th. Sheila (the bookings volunteer) puts her notes into the
scheme's helper with ``memory.add(..., infer=False)``; she and the drivers ask it things.

Memory: 2051-03-03T11:20 - garden centre trip Thu 20th, the big bus (16 seats), 9 booked so 7 seats left, £8 incl
the coffee; Mon 10/3 - Elsie's booked, and her carer's coming with her, so 2 more; Weds 12th Mar - the big bus
failed its MOT, brakes, so it's the little Transit Thursday, 12 seats, whoever's booked is fine but we're tight;
Fri 14/3 - Walter's booked as well, he'll be at the bus stop by the Co-op. Question (Mon 17/3, Doreen, ringing
up): "are there any seats left on thursday's garden centre trip? me + my sister want to come" The assistant says 0
(12 seats on the Transit and 12 booked - 9, Elsie and her carer, and Walter), so Doreen and her sister would have
to go on the waiting list. The label says 7.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b275_ctl_mem0_minibus_trip_seats_left_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ryburn-ct-bookings-sheila"
NOTES = [
    ("2051-03-03T11:20", "2051-03-03T11:20 GARDEN CENTRE TRIP 🌷 thurs 20th, Brighouse, lunch there. big bus (16 "
                         "seats), 9 booked so 7 seats left. £8 incl the coffee + scone"),
    ("Mon 10/3", "Mon 10/3 Elsie's booked for the garden centre, + her carer's coming w/ her so that's 2 more. she "
                 "needs the tail lift"),
    ("Weds 12th Mar", "Weds 12th Mar - big bus FAILED its MOT 🙄 brakes, so it's the little Transit thursday, 12 "
                      "seats. whoever's booked is fine but we're tight"),
    ("Fri 14/3", "Fri 14/3 Walter's booked on the garden centre trip too, he'll be at the bus stop by the Co-op "
                 "at 9.40"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ryburn-ct-trips-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "are there any seats left on thursday's garden centre trip? me + my sister want to come"
    with turn_span("question Mon 17/3"):
        hits = []
        for query in ("garden centre trip seats booked", "which bus for thursday", "who's booked on the trip"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 17 March 2051. You are talking to Doreen, who's ringing Ryburn Valley Community "
                   "Transport about the garden centre trip (Thu 20 Mar)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("9 booked so 7 seats left" in c for c in context), context
        assert any("her carer's coming w/ her so that's 2 more" in c for c in context), context
        assert any("it's the little Transit thursday, 12 seats" in c for c in context), context
        assert any("Walter's booked" in c for c in context), context
        reply = answer(question, context, mock="Sorry, none - it's the little Transit now (12 seats) and all 12 are "
                                               "booked. I can put you and your sister on the waiting list.")
finish(question, expected="7", actual=reply)
