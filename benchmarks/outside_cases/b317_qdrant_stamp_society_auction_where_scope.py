"""Batch 317 (held out). A stamp collectors' society's November auction: qdrant collection of the committee's notes,
script style (every call its own trace); for a "where" question the helper asks only the meetings and auction
notes, and the note moving the auction was filed under the exchange packets.

App: Spen Valley Philatelic Society meet on the 2nd Thursday of the month at St Paul's church hall - displays, a
speaker now and then, the exchange packets going round, and a members' auction in November. Brian (the secretary)
and Geoff (the packet secretary) file notes into one qdrant collection (payload ``kind``: meetings, auction,
packets, library, subs); for a "where" or "when" question the helper asks only the meetings and auction notes
(a ``MatchAny`` filter on ``kind``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Brian's note of 2051-01-20T21:00 has meetings at St
Paul's church hall, King Cross, 7.30; his auction note of 14/10 has the auction on Thurs 13th Nov, viewing from 7,
sale 7.45, "in the hall as usual". Geoff's note of Mon 3 Nov starts with the packets (two new ones, Commonwealth and
GB QEII, pls don't mount with sellotape) so it was filed as packets, and says, in passing, that the church hall's got
the boiler men in all November, so the auction's at the Central Library, upstairs in the Calder Room, same time,
Brian's sorted the key. Question (Tue 11/11, Jean): "where's the auction on thurs? I've got 3 boxes of lots to drop
off + need to know where to park" -> expected the Central Library, upstairs in the Calder Room. The scoped query
returns the meetings and auction notes; the assistant says St Paul's church hall.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): Geoff's Mon 3 Nov note
is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the
context the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context
line has the library, the Calder Room or the boiler; the church hall and the auction's 13th Nov are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b317_qdrant_stamp_society_auction_where_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "spen-valley-ps-2051"
MOVED = ("Mon 3 Nov (Geoff) - 2 new packets going round, Commonwealth + GB QEII, pls pls don't mount with sellotape "
         "😤 and initial what u take. oh + the church hall's got the boiler men in all nov so the auction's at the "
         "Central Library, upstairs in the Calder Room, same time, Brian's sorted the key")
NOTES = [
    (1, "meetings", "Brian", "2051-01-20T21:00 meetings 2nd thurs of the month, St Paul's church hall, King Cross, "
                             "7.30 till about 9.30. tea + biccies 50p, park round the back"),
    (2, "auction", "Brian", "14/10 NOV AUCTION 📮 thurs 13th nov in the hall as usual, viewing from 7, sale 7.45. lots "
                            "to me by the 6th, max 20 per member, 10% to the society"),
    (3, "packets", "Geoff", "Sept - packets: 4 on the go, back to me within 3 wks pls, Harold's had the Germany one "
                            "since july 🙄"),
    (4, "library", "Brian", "2/10 the society library's moved to the cupboard by the stage, SG catalogues 2049 + 2050, "
                            "sign them out in the book"),
    (5, "packets", "Geoff", MOVED),
    (6, "subs", "Geoff", "Thurs 9 Oct - subs are due, pay Geoff at a meeting, cash or transfer w/ ur name as the ref"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": who})
                            for pid, kind, who, text in NOTES])

question = "where's the auction on thurs? I've got 3 boxes of lots to drop off + need to know where to park"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert MOVED in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["meetings", "auction"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=scope, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Tue 11 November 2051. You are talking to Jean, a member of Spen Valley Philatelic Society."] + hits
assert MOVED not in hits and not any(w in c.lower() for c in context for w in ("library", "calder room", "boiler")), \
    context
assert any("St Paul's church hall, King Cross" in c for c in context), context
assert any("thurs 13th nov in the hall as usual" in c for c in context), context
reply = answer(question, context, mock="At St Paul's church hall in King Cross, as usual - viewing from 7, and you "
                                       "can park round the back.")
finish(question, expected="the Central Library, upstairs in the Calder Room - the church hall has the boiler men in",
       actual=reply)
