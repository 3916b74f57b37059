"""Batch 142 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: Calder Youth Theatre's production team (Rach the director, Lou on tickets, Mandy on chaperones) keep their
Bugsy Malone notes in one qdrant collection; the helper answers the team and the parents from a query of it.

Memory: 14/3 Rach: four evenings Wed 22nd - Sat 25th July at 7, plus a Sat 2pm; Weds 8 Apr Lou: the Sat matinee's
off, the Civic's got a wedding fair on in the day; Weds 8 Apr Lou again, later: got the wrong end of the stick - the
wedding fair's in the Victoria Room upstairs, nowt to do with the stage; it's Jake and Ellie, Jake's got his grade 6
piano and Ellie her ballet exam that Saturday morning, no understudies for Bugsy or Blousey, so Rach says just the
evenings; 16th may Mandy: chaperones. Question (Tue 23/6, a parent at the box office queue via Lou): "why is there
no saturday matinee this year? nan can't do evenings" The assistant says the two leads (Jake and Ellie) have grade
exams that Saturday morning and there are no understudies. The label says the Civic has a wedding fair on - in
memory, the reason Lou first gave.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b142_ctl_qdrant_theatre_matinee_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "cyt-bugsy-notes"
NOTES = [
    "14/3 Rach - BUGSY at the Civic weds 22nd - sat 25th july 7pm, + a sat 2pm if we can. 34 in the cast",
    "Weds 8 Apr Lou - sat matinee's off, the Civic have got a wedding fair on in the day",
    "Weds 8 Apr Lou (again) - got the wrong end of the stick, the wedding fair's in the Victoria Room upstairs, nowt "
    "to do w the stage. it's Jake + Ellie - Jake's got his grade 6 piano + Ellie her ballet exam that sat morning, "
    "+ we've no understudies for Bugsy or Blousey. Rach says just do the evenings",
    "16th may Mandy - 6 chaperones a night, rota on the green board, licences from the council for the under 14s",
    "Tue 2/6 Lou - 412 sold across the 4 nights, fri nearly gone. £8/£6 kids",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, text in enumerate(NOTES, 1):
    client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})])

question = "why is there no saturday matinee this year? nan can't do evenings"
vector = offline.embed(["why no saturday matinee sat 2pm show off wedding fair"])[0]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
context = ["Today is Tue 23 June 2037. You are talking to Lou, who does the tickets for Calder Youth Theatre's Bugsy "
           "Malone, asking for a parent in the box office queue."] + hits
assert any("sat matinee's off, the Civic have got a wedding fair on" in c for c in context), context
assert any("grade 6 piano" in c and "no understudies" in c for c in context), context
reply = answer(question, context, mock="Because Jake and Ellie, who play Bugsy and Blousey, have grade exams that "
                                       "Saturday morning and there are no understudies - so it's just the evenings.")
finish(question, expected="the Civic has a wedding fair on that day", actual=reply)
