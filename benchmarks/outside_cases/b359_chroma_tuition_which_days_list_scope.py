"""Batch 359 (held out). A tuition centre's scheduling: chromadb collection of the admin's notes, script style (every
call its own trace); for a "which day / what time" question the helper asks only the schedule and make-up notes,
and the note that moved a class was filed under fees.

App: Bright Sparks Learning Centre (Bishan St 22) runs P5 and P6 classes in Maths, Science and English. Ms Jolene
(the admin) files the centre's notes into one chroma collection with metadata ``kind`` (schedule, makeup, fees,
tutors, admin); for a "which day / what time" question the helper asks only the schedule and make-up notes
(``where={"kind": {"$in": ["schedule", "makeup"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the 2051-01-03T10:00 timetable has P5 Maths Tue 4.30-6pm
(Mr Lim) and P5 Science Sat 10-11.30am (Ms Goh). Ms Jolene's note of Mon 13/2 starts with the February fees still
outstanding (so it was filed as fees) and says, in passing, that Ms Goh's P5 Sci Sat class shifts to Fri 7-8.30pm
from next week onwards - the Sat slot goes to the PSLE intensive. Question (Sun 19/2, Mrs Koh, whose son Ethan takes
P5 Maths and Science): "Ethan P5 math + science next week which days ah? need to arrange my mother fetch him" ->
expected two items from two records: Tuesday 4.30-6pm (Maths, the timetable) and Friday 7-8.30pm (Science, the Mon
13/2 note; "next week onwards" counted from Mon 13/2 starts w/c 20 Feb, the week asked about). The scoped query
returns the timetable, the holiday programme and the CNY make-up note; the assistant says Tuesday and Saturday.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Mon 13/2 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
Fri 7pm, "shift" or the PSLE intensive; the timetable's Tue 4.30 and Sat 10am are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b359_chroma_tuition_which_days_list_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MOVE = ("Mon 13/2 - Feb fees still outstanding for 6 families, chased on whatsapp already, pls pay by fri k. btw Ms "
        "Goh's P5 science sat class shift to Fri 7-8.30pm from next week onwards, the sat slot she give to the PSLE "
        "intensive. parents blast sent, those who fetch pls take note, some never read one 🙄")
NOTES = [
    ("schedule", "2051-01-03T10:00 TERM 1 timetable: P5 Math Tue 4.30-6pm (Mr Lim, rm 2), P5 Sci Sat 10-11.30am "
                 "(Ms Goh, rm 3), P5 Eng Wed 5-6.30pm (Ms Aisha). P6 all on Mon/Thu. lessons start wk of 9/1"),
    ("fees", "Jan fees S$280/mth per subject for P5, 2nd subject 10% off, paynow to the UEN pls, by the 7th of the "
             "mth. materials fee S$30 per term"),
    ("makeup", "CNY no class 30/1 - 1/2. make-up for the Tue math lot: Thu 2/2 same time, rm 2. sci + eng no need "
               "make-up, sat + wed not affected"),
    ("schedule", "Mar hols programme 13-17/3 mornings 9-12, P5 + P6 maths problem sums, S$220 for the wk"),
    ("tutors", "Thu 9/2 Mr Lim MC 2 days, relief Mr Tan take his P6. parents ok already"),
    ("fees", MOVE),
    ("admin", "rm 3 aircon spoil again 🥵 servicing guy come weds 15/2 morning, no class in rm 3 b4 2pm"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bright-sparks-bishan-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Jolene"}])

question = "Ethan P5 math + science next week which days ah? need to arrange my mother fetch him"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert MOVE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["schedule", "makeup"]}})
hits = found["documents"][0]
context = ["Today is Sun 19 February 2051. You are talking to Mrs Koh; her son Ethan takes P5 Math and P5 Science at "
           "Bright Sparks Learning Centre."] + hits
assert MOVE not in hits and not any(w in c.lower() for c in context for w in ("fri 7", "shift", "intensive")), context
assert any("P5 Math Tue 4.30-6pm" in c and "P5 Sci Sat 10-11.30am" in c for c in context), context
reply = answer(question, context, mock="Tuesday 4.30-6pm for Math (Mr Lim) and Saturday 10-11.30am for Science "
                                       "(Ms Goh).")
finish(question, expected="Tuesday 4.30-6pm (Math) and Friday 7-8.30pm (Science - moved off Saturday from this week)",
       actual=reply)
