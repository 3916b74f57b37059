"""Batch 132 (held out). A youth hostel's volunteer wardens' log: chromadb collection, the question's search scoped
to the booking paperwork, one root span per log entry and one for the question.

App: the volunteer wardens at Crag End youth hostel (42 beds, open Thu-Mon) write their log - group bookings, route
notes, the kitchen's orders, shifts and the evening handovers - into one chroma collection, each entry with a
``kind``. When a warden asks about a group the helper searches only the group's paperwork (``kind`` in booking,
route, kitchen), to keep the handover chatter out.

Planted fault (RetrievalError, filtered by scope): the booking entry has the Kingsmead school DofE group (14 + 2
staff, dorms 3 and 4) arriving Thu 16th April about 4pm, leaving Sun. Wendy's handover of 2037-04-13 says their
teacher rang - the minibus failed its MOT so they're not coming up till Fri 17th, late, 7.30ish; keep dorms 3+4 for
them but the Thursday tea's off - with the boiler man and the drying room in the same entry. Wendy's entry is a
handover, so the search scoped to the booking paperwork leaves it out. Question (Tue 14/4, Dave, on the Thursday
shift): "when are the kingsmead dofe group turning up? want to know if I need to stay for them thurs" -> expected
Friday 17th, about 7.30. The assistant says Thursday 16th about 4.

Expected verdict: RetrievalError at the scoped chroma query (wrapped in fault()): Wendy's handover is in the
collection and the same search without the scope finds it, but the search the app made could not return it.
Asserted: the unscoped search returns it and the scoped one does not; the booking (Thu 16th about 4pm) is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b132_chroma_hostel_dofe_arrival_scoped", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

WENDY = ("2037-04-13T21:40 Wendy - their teacher (Mr Osei) rang, minibus failed its MOT so they're not up till fri "
         "17th now, late, 7.30ish. keep dorms 3+4 for them but the thurs tea's off, tell the kitchen. also boiler "
         "man coming weds am, let him in the side door. drying room rail's wobbly again")
LOG = [
    ("booking", "BOOKING Kingsmead school DofE group - 14 students + 2 staff, dorms 3 + 4, arriving thurs 16th "
                "april about 4pm, leaving sun after breakfast. tea thurs + fri, packed lunches sat + sun. paid dep "
                "£200"),
    ("handover", "2037-04-09T20:05 Pete - 2 cyclists in room 6 left without paying for the 2nd night, I've emailed "
                 "them. bins out tues"),
    ("route", "Kingsmead DofE route notes - the school group do their expedition from here up to the tarn and back, "
              "the DofE assessor meets the group sat 9am at the hostel, staff phone nos on the booking"),
    ("handover", WENDY),
    ("kitchen", "packed lunch order for the Kingsmead DofE group sat + sun - 16 each day, 2 veggie, 1 no nuts. the "
                "school group tea thurs at 6, fri at 6"),
    ("shifts", "SHIFTS wk of 13th: Mon Wendy, Tue Pete, Weds Ann, Thu Dave 8.30-5 + evening if a group's in, Fri "
               "Ann, Sat/Sun Wendy + Pete"),
    ("handover", "2037-04-11T19:15 Ann - Rm 2 window catch sorted. linen delivery comes mon now not fri"),
]

client = chromadb.EphemeralClient()
log = client.get_or_create_collection("crag-end-wardens", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(LOG):
    with turn_span(f"log-{i + 1} {kind}"):
        log.add(ids=[f"log{i:02d}"], documents=[text], metadatas=[{"kind": kind}])

question = "when are the kingsmead dofe group turning up? want to know if I need to stay for them thurs"
words = "Kingsmead DofE school group arriving thurs booking"
with turn_span("question Tue 14/4"):
    wide = log.query(query_texts=[words], n_results=4)["documents"][0]
    assert WENDY in wide, wide
    with fault():
        hits = log.query(query_texts=[words], n_results=4,
                         where={"kind": {"$in": ["booking", "route", "kitchen"]}})["documents"][0]
    context = ["Today is Tue 14 April 2037. You are talking to Dave, a volunteer warden at Crag End youth hostel."] \
        + hits
    assert WENDY not in context and not any("fri 17th" in c for c in context), context
    assert any("arriving thurs 16th april about 4pm" in c for c in context), context
    reply = answer(question, context, mock="Thursday 16th, about 4pm - so yes, you'll want to be there for them "
                                           "(tea's at 6).")
finish(question, expected="Friday 17th, late - about 7.30 (their minibus failed its MOT), so not Thursday",
       actual=reply)
