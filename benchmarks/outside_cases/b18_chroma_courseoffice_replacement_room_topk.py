"""Batch 18 (held out). A university department's course office notes: chromadb (EphemeralClient, offline
embeddings), script style (every call its own trace).

App: the History course office keeps every note (timetable changes, room bookings, deadlines, extensions, staff
absences) in one chroma collection; the assistant answers a student-facing question from the top hits of one query.
About thirty notes for spring term, many sharing words with the question (HIS204, seminar, Tuesday, Thursday, room
codes, Dr Okafor's other modules).

Planted fault (RetrievalError, ranked below the top k): the question needs two records. (a) "HIS204 Tue 3/3 2-4
seminar off (Dr Okafor on jury service) - replaced by extra session Thu 5/3 11-1, same groups"; (b) the room booking
"Thu 5/3 11-1 Okafor extra -> Arts Tower G.14 (lecture theatre 2 was full), 38 seats". The app queries with
``n_results=4``; record (a) is in the top four, the booking (b) ranks below them. Question: "Which room is the
session that replaced the HIS204 seminar on 3 March in?" -> expected "Arts Tower G.14 (Thursday 5 March, 11-1)".
The assistant says the usual seminar room, Humanities 1.07.

Expected verdict: RetrievalError at chroma.query (fault() wraps that query). Asserted: the full ranking holds the
booking; the top four hold the replacement note and not the booking. Another reading: none that we see; both notes
were written intact and are still stored.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b18_chroma_courseoffice_replacement_room_topk", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "HIS204 (Early Modern Europe) seminars Tues 2-4, Humanities 1.07, groups A+B together this term. Lead: Dr Okafor",
    "HIS110 lecture Mon 10-11 LT2 Arts Tower, Dr Brennan. Seminars Weds 9-10 / 10-11 Hum 2.03",
    "HIS315 dissertation workshops fortnightly Fri 1-3, Hum 1.12 - dates 16/1, 30/1, 13/2, 27/2, 13/3, 27/3",
    "Essay deadlines spring: HIS110 Fri 20/2 12 noon, HIS204 Mon 9/3 12 noon, HIS315 proposal Fri 6/3 4pm. All Turnitin",
    "HIS204 Tue 3/3 2-4 seminar off (Dr Okafor on jury service) - replaced by extra session Thu 5/3 11-1, same groups. "
    "Students emailed 24/2",
    "Dr Okafor jury service w/c 2/3, may run into w/c 9/3. Cover for HIS220 lecture Wed 4/3: Dr Brennan",
    "Room bookings w/c 2/3: Mon LT2 HIS110 as normal; Wed 4/3 LT1 HIS220 (Brennan covering); Fri 6/3 Hum 1.12 "
    "drop-in 12-1",
    "Thu 5/3 11-1 Okafor extra -> Arts Tower G.14 (lecture theatre 2 was full), 38 seats, booked by Jen 25/2",
    "Hum 1.07 out of action Thu 12/3 + Fri 13/3 (new projector). HIS204 not affected (Tues)",
    "Extension policy: up to 7 days via the EC form, >7 days needs the EC panel (meets Mondays). No extensions on exams",
    "Reading week w/c 16/2 - no seminars any module. Library open usual hours",
    "HIS220 (Medieval Towns) lecture Wed 11-12 LT1, seminars Thu 2-3 / 3-4 Hum 2.03. Lead Dr Okafor",
    "Open day Sat 14/3 - Hum 1.07 + foyer for stands 9-3. Need 4 student ambassadors, ask Jen",
    "Turnitin down Mon 9/3 10-11.30 (uni-wide maintenance). HIS204 deadline moved to 4pm same day",
    "Dr Brennan on leave 23-27/3. HIS110 lecture Mon 23/3 recorded in advance, posted on Moodle",
    "Staff-student committee Weds 11/3 1-2, Hum 1.12. Reps: Aisha (Y1), Callum (Y2), Mei (Y3)",
    "HIS204 group B asked if Thu 5/3 session clashes with HIS230 - checked, HIS230 is Thu pm so no clash",
    "Exam board dates: May 28 (prelim), June 11 (final). Resits Aug 17-21",
    "Printer credit top-ups for dissertation binding: GBP 5 vouchers from the office, Y3 only",
    "Seminar swap request: Callum (HIS204 grp A) to grp B - fine, both meet together anyway",
    "Fire alarm test every Weds 10am Humanities - warn HIS110 seminar 10-11 it'll go off",
    "HIS110 seminar Weds 25/2 9-10 moved to Hum 1.07 (2.03 heating broken). Back to 2.03 from 4/3",
    "Dr Okafor office hours Thu 10-11 Hum 3.15 - cancelled 5/3 (teaching the HIS204 extra)",
    "Lecture capture not working in Arts Tower G.14 - if anyone books it, tell them no recording",
    "HIS315 proposal deadline extended for all to Mon 9/3 4pm (library system outage 5/3)",
    "Module evaluation forms HIS204 + HIS220 go out Tues 17/3, close 31/3",
    "Lost property: a grey North Face jacket from Tue 24/2 HIS204 seminar in 1.07, now in office",
    "Keys for Hum 1.12 cupboard (AV kit) - sign out from Jen, back same day",
]
ROOM_NOTE = 7
REPLACED_NOTE = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("course-office", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=NOTES,
          metadatas=[{"dept": "history", "term": "spring-2026"} for _ in NOTES])

question = "Which room is the session that replaced the HIS204 seminar on 3 March in?"
everything = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert NOTES[ROOM_NOTE] in everything, everything
with fault():
    hits = notes.query(query_texts=[question], n_results=4)
context = hits["documents"][0]
assert NOTES[REPLACED_NOTE] in context, context
assert not any("G.14" in c and "38 seats" in c for c in context), context
reply = answer(question, context, mock="It's replaced by an extra session on Thursday 5 March, 11-1 - in the usual "
                                       "HIS204 room, Humanities 1.07.")
finish(question, expected="Arts Tower G.14 (the extra session, Thursday 5 March 11-1)", actual=reply)
