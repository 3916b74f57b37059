"""Batch 341 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: the Khandelwal family (Meenakshi aunty, Sandeep bhaiya, their kids and cousins, 9 in all) are going to
Varanasi in February 2026 for Kashi Vishwanath darshan and the Ganga aarti. Sandeep bhaiya and Meenakshi aunty put
the family group's trip notes into the family's helper with ``memory.add(..., infer=False)``.

Memory: 2026-01-02T21:00 - Sandeep bhaiya booked the Shiv Ganga Express, New Delhi to Varanasi, dep 3rd Feb 7.15 pm,
3AC, 9 berths; 5th Jan - Meenakshi aunty's packing list (shawls, Dadi's medicines, the brass lota for Ganga jal);
Wed 14-01-2026 - Papa's office audit got fixed for 3rd-4th Feb, so those tickets are cancelled and rebooked on the
same train two days later, same time, 3AC, all 9 berths, refund Rs 3,100 came; Sun 18th Jan - the dharamshala
booking shifted to match, 5th to 9th Feb, Godowlia. Question (Tue 27-01-2026, Ananya): "which date is our train to
Varanasi? need to apply leave in office" The assistant says Thu 5th Feb, 7.15 pm (rebooked two days after the 3rd
because of Papa's audit). The label says 3rd Feb - the date of the tickets that were cancelled.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b341_ctl_mem0_varanasi_train_date_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "khandelwal-family-kashi"
NOTES = [
    ("2026-01-02T21:00", "2026-01-02T21:00 KASHI TRIP 🙏 Sandeep bhaiya booked Shiv Ganga Express New Delhi → "
                         "Varanasi, dep 3rd Feb 7.15 pm, 3AC, 9 berths. PNR in the group, kindly check names"),
    ("5th Jan", "5th Jan Meenakshi aunty - packing list: warm shawls (Varanasi is cold in the morning), Dadi's "
                "medicines for 7 days, the brass lota for Ganga jal, no leather items for the mandir"),
    ("Wed 14-01-2026", "Wed 14-01-2026 Sandeep bhaiya - Papa's office audit got fixed for 3rd-4th Feb 😕 so "
                       "cancelled those tickets, rebooked same train two days later, same time, 3AC again, got all 9 "
                       "berths. haan, refund Rs 3,100 also came"),
    ("Sun 18th Jan", "Sun 18th Jan - dharamshala booking shifted accordingly, 5th to 9th Feb, Godowlia, 4 rooms, "
                     "Rs 1,800 per room per night"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="khandelwal-kashi-2026"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "which date is our train to Varanasi? need to apply leave in office"
    with turn_span("question Tue 27-01-2026"):
        hits = []
        for query in ("train to Varanasi date", "tickets rebooked", "when do we leave for Kashi"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 27 January 2026. You are talking to Ananya, in the Khandelwal family going to "
                   "Varanasi."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("dep 3rd Feb 7.15 pm" in c for c in context), context
        assert any("rebooked same train two days later" in c for c in context), context
        reply = answer(question, context, mock="Thursday 5th Feb, 7.15 pm, Shiv Ganga Express - Sandeep bhaiya "
                                               "rebooked it two days after the 3rd because of Papa's audit.")
finish(question, expected="3rd Feb", actual=reply)
