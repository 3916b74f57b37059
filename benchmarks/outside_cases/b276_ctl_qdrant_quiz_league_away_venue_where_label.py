"""Batch 276 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the team captain and the league's fixtures secretary each post their own notes), then the question's query.

App: the Calder & District Quiz League - ten pub teams, Tuesday nights, the home side reads the questions and does
the sandwiches. Les Quizerables (the Kings Arms) keep their fixture notes in one qdrant collection - Alan (captain)
and Marion (the league's fixtures secretary, who also plays for them) each add their own; the helper answers the
team from the 5 nearest notes.

Memory: Alan, 2050-09-01T21:00 - fixtures are out, away at the Red Lion v the Lionhearts Tue 6th Dec; Alan, 8/11 -
kitty's at £46; Marion, Thurs 24th Nov - the Red Lion have got a 40th birthday booked in the back room on the 6th,
so the Lionhearts are playing their home game at the Fleece in Barkisland instead, upstairs room, they're still
reading; Marion, 28/11 - the league cup draw is on the website. Question (Sun 4/12, Gaz, driving): "where are we
playing on tues? putting it in the satnav" The assistant says the Fleece in Barkisland (upstairs room), because the
Red Lion has a birthday do. The label says the Red Lion.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b276_ctl_qdrant_quiz_league_away_venue_where_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "les-quizerables-fixtures"
NOTES = {
    "alan": [
        (1, "2050-09-01T21:00 fixtures are out 🧠 we're AWAY at the Red Lion v the Lionhearts tue 6th dec, 8.30. last "
            "yr they beat us by half a point grr"),
        (2, "8/11 kitty's at £46, Shirley's got it, xmas drinks out of it if we finish top 3"),
    ],
    "marion": [
        (3, "Thurs 24th Nov - the Red Lion have a 40th birthday booked in the back room on the 6th 🎈 so the Lionhearts "
            "are playing their home game at the Fleece in Barkisland instead, upstairs room. they're still reading"),
        (4, "28/11 league cup draw's on the website, we've got the Quizzly Bears in jan"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "where are we playing on tues? putting it in the satnav"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Sun 4 December 2050. You are talking to Gaz, who plays for Les Quizerables (the Kings Arms) in "
           "the Calder & District Quiz League."] + hits
assert any("AWAY at the Red Lion v the Lionhearts tue 6th dec" in c for c in context), context
assert any("playing their home game at the Fleece in Barkisland instead" in c for c in context), context
reply = answer(question, context, mock="The Fleece in Barkisland, upstairs room - the Red Lion's got a 40th on, so "
                                       "the Lionhearts moved their home game there. 8.30 start.")
finish(question, expected="the Red Lion", actual=reply)
