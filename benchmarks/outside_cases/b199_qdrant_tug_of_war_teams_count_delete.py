"""Batch 199 (held out). A village fete's tug of war: qdrant collection, script style (every call its own trace);
the clear-out of the pasted-in committee chat deletes the note that changed which teams are pulling.

App: Bucknell village fete is on Sat 9th July 2044 on the rec - dog show, bric-a-brac, the bar, and the tug of war at 3
(heats, then the final about half 4, the Tanner Cup for the winners). Carol (the fete committee's secretary) keeps
her notes in one qdrant collection, each with a ``kind`` (teams, kit, marshals, chat - bits pasted in from the
committee's WhatsApp); once the programme has gone to the printers the clear-out deletes the "chat" notes
(``client.delete`` with a filter on kind == "chat"); the helper answers from the 4 nearest notes.

Planted fault (DeletionError): the teams note (2044-05-24T19:30) has 8 teams - the Red Lion, the Sun, the Young
Farmers, the cricket club, the school mums ("the Mumbles"), the fire station, the bowls club and the church. A chat
bit of Tue 21st June says the Red Lion can't do it, half their lot are at Dai's wedding, but the YFC want to put in 2
teams (the lads and the ladies) - "so that's 9". The clear-out (Mon 4/7) deletes the chat notes. Question (Weds 6/7,
Steve, who runs the tug of war): "how many teams are we pulling sat? doing the draw for the heats tonight" ->
expected 9 (the Red Lion's out, the YFC have two teams). The assistant says 8.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Tue 21st note was in the
collection and in the top 4 for the question before the delete, and the delete removed it while it still decided
how many teams pull. Asserted: the note is in the top 4 before the delete and gone from the collection and the
context after it (nothing on the wedding, the ladies' team or 9); the teams note's list of 8 is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b199_qdrant_tug_of_war_teams_count_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "bucknell-fete-2044"
CHANGE = ("Tue 21st June [from the fete WhatsApp] Red Lion can't do the tug of war, half their lot are at Dai's "
          "wedding 🙄 BUT YFC want to put in 2 teams, lads + ladies, so thats 9. also can someone ask Mrs B "
          "about the bric-a-brac tables")
NOTES = [
    (1, "teams", "2044-05-24T19:30 TUG OF WAR teams - 8 teams: Red Lion, the Sun, YFC, cricket club, school mums "
                 "('the Mumbles'), fire station, bowls club + the church. 8 a side, heats from 3, final about half 4"),
    (2, "kit", "rope - borrowing Clun YFC's 35m one again, collect fri from Tom's yard. Tanner Cup's at the engravers "
               "in Knighton, ready the 5th"),
    (3, "marshals", "14/6 marshals for the tug - Dave + Pete on the rope ends, Sue first aid (tent next to the bar), "
                    "Bryn judging as per. rec gate 8.30-5 in shifts"),
    (4, "chat", "2044-06-02T21:15 [from the fete WhatsApp] bar - Three Tuns doing it again, 10% to the fete. "
                "hog roast booked"),
    (5, "chat", CHANGE),
    (6, "kit", "28.6. sawdust for the pulling lanes from the sawmill, 6 bags. stakes + mallet in the pavilion"),
]
TOP_K = 4
CHAT = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="chat"))])

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "Carol"})
                            for pid, kind, text in NOTES])

question = "how many teams are we pulling sat? doing the draw for the heats tonight"
vec = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
assert CHANGE in before, before
with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=CHAT))

stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
context = ["Today is Weds 6 July 2044. You are talking to Steve, who runs the tug of war at Bucknell village fete "
           "(Sat 9 July, on the rec)."] + hits
assert CHANGE not in stored and not any(w in c.lower() for c in stored + context
                                        for w in ("wedding", "ladies", "thats 9", "can't do")), stored
assert any("8 teams: Red Lion, the Sun, YFC" in c for c in context), context
reply = answer(question, context, mock="8 teams - the Red Lion, the Sun, YFC, the cricket club, the Mumbles, the "
                                       "fire station, the bowls club and the church, 8 a side.")
finish(question, expected="9 - the Red Lion's out (Dai's wedding) but the YFC are putting in two teams", actual=reply)
