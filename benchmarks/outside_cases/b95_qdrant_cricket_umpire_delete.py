"""Batch 95 (held out). A village cricket club's notes: qdrant collection, start-of-season clear-out, script
style (each call its own trace).

App: Aldbury Green CC's secretary keeps the club's notes (fixtures, contacts, match reports, pitch and nets jobs)
as qdrant points with ``kind`` and ``season``. Before the new season she deletes last season's match reports to
keep the helper's answers current.

Planted fault (DeletionError): the clear-out (Mon 27/4/36) deletes the 2035 match reports. The last of them, the
2nds v Wendover on 13/9/35, says in passing that Dave said that was his last season umpiring (his knees), and that
Clive Barnes (Ollie's dad), who's just done his ECB umpiring course, will stand at our home games from 2036. The
contacts note from 2034 (kept) still lists Dave as the club umpire. Question (Thu 30/4/36, Sam, new 2nds
captain): "who's umpiring for us at home on saturday? need to send them the team sheet" -> expected Clive Barnes.
The assistant says Dave.

Expected verdict: DeletionError at the qdrant delete (the clear-out, wrapped in fault()). Asserted: the 13/9/35
report is returned before the delete and gone from the collection and the context after it; the contacts line
naming Dave is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b95_qdrant_cricket_umpire_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

REPORT = ("2nds v Wendover 13/9/35 - lost by 14 runs, Ollie 3-22 off his 8. last game of the yr. Dave says that's "
          "him done umpiring, knees have had it after 20 seasons (cake + a card at tea, bless him). Clive Barnes "
          "(Ollie's dad) just passed his ECB course + says he'll stand at our home games from next season")
POINTS = [
    (2034, "contacts", "club umpire - Dave Pryor 07700 900412, does all our home games, likes the team sheet by "
                       "thurs night. scorer - Maggie"),
    (2035, "report", "1sts v Tring Park 30/8/35 - won by 4 wkts, Raj 61*. teas superb (Jen's coronation chicken)"),
    (2035, "report", REPORT),
    (2035, "report", "2nds v Aldbury Rovers 6/9/35 - rain, abandoned after 11 overs, shared points"),
    (2036, "fixtures", "2nds 2036: sat 2/5 v Wendover (H) 1pm, sat 9/5 v Aldbury Rovers (A) 1.30, sat 16/5 v "
                       "Tring Park 3rds (H) 1.30. home side provides the umpire, away side brings theirs"),
    (2036, "pitch", "Roger rolling the square wed + fri eve this wk, nobody on it pls. covers back in the shed"),
    (2036, "nets", "nets start tues 28/4, 6-8pm, juniors 5-6 first. £3 a session, pay Dave's wife on the door"),
    (2036, "contacts", "2nds capt 2036 - Sam Okafor (took over from Raj), vice Ollie"),
]

client = QdrantClient(":memory:")
client.create_collection("aldbury-green-cc", vectors_config=models.VectorParams(size=256,
                                                                                distance=models.Distance.COSINE))
client.upsert("aldbury-green-cc", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"season": season, "kind": kind, "text": text})
    for i, (season, kind, text) in enumerate(POINTS, 1)])

question = "who's umpiring for us at home on saturday? need to send them the team sheet"
vector = offline.embed(["umpire home games saturday 2nds team sheet"])[0]  # the helper's search words
before = [p.payload["text"] for p in client.query_points("aldbury-green-cc", query=vector, limit=5).points]
assert REPORT in before, before

# Mon 27/4: clear out last season's match reports
with fault():
    client.delete("aldbury-green-cc", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="season", match=models.MatchValue(value=2035)),
        models.FieldCondition(key="kind", match=models.MatchValue(value="report"))])))

stored = [p.payload["text"] for p in client.scroll("aldbury-green-cc", limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points("aldbury-green-cc", query=vector, limit=5).points]
context = ["Today is Thu 30 April 2036. You are talking to Sam, the 2nds captain."] + hits
assert REPORT not in stored and REPORT not in context
assert not any("Clive" in c for c in stored + context)
assert any("club umpire - Dave Pryor" in c for c in context), context
reply = answer(question, context, mock="Dave Pryor, the club umpire - 07700 900412. He likes the team sheet by "
                                       "Thursday night.")
finish(question, expected="Clive Barnes, Ollie's dad - he's taken over from Dave", actual=reply)
