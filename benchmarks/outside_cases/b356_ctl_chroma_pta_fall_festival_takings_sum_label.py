"""Batch 356 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the PTA treasurer and the bake sale chair each file their own notes), then the question's query.

App: the Pinecrest Elementary PTA held its Fall Festival on Saturday, 10/22/2050 - wristbands for the games and the
bounce house, a bake sale, a cake walk. Mark (the PTA treasurer) and Tanya (the bake sale chair) file their notes
into one chroma collection; the PTA's helper answers board members' questions from the 4 nearest.

Memory: Mark, Sun 10/23 9:40 PM - prelim festival numbers, wristbands $2,340, bake sale $870, so about $3,210 before
expenses; Tanya, Mon 10/24 - Mark, the bake sale number's off: the Venmo payments were already in the cash box tally
(she wrote them on the sheet), so he counted them twice, the real number is $615; Mark, Tue 10/25 - "you're right,
my bad", wristbands $2,340 stands, checked against the Square report; Tanya, 10/25 - leftover baked goods went to
the teachers' lounge, 3 pie plates in the lost & found. Question (Thu 10/27, Alicia, PTA president): "what did the
festival bring in from wristbands + the bake sale? putting it in Friday's newsletter" -> the assistant says $2,955
($2,340 + $615). The label says $3,210: that figure is in memory, Mark's prelim total, made with the Venmo payments
counted twice.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b356_ctl_chroma_pta_fall_festival_takings_sum_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "mark": [
        "Sun 10/23 9:40 PM - prelim festival numbers!! 🎃 wristbands $2,340, bake sale $870, so ~$3,210 before "
        "expenses. will do the real count w/ Tanya this week",
        "Tue 10/25 you're right, my bad 🤦 wristbands $2,340 stands tho, I checked it against the Square report. "
        "expenses (bounce house $450, pumpkins $180) go in the Nov budget report",
    ],
    "tanya": [
        "Mon 10/24 Mark I think the bake sale number's off - the Venmo payments were already in the cash box tally "
        "(I wrote them on the sheet), so you counted them twice. real number is $615",
        "10/25 leftover baked goods went to the teachers' lounge, they were thrilled. 3 pie plates in the lost & "
        "found if they're yours!",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("pinecrest-pta-fall-fest-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what did the festival bring in from wristbands + the bake sale? putting it in Friday's newsletter"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thursday, October 27, 2050. You are talking to Alicia, president of the Pinecrest Elementary "
           "PTA (Fall Festival was Sat 10/22)."] + hits
assert any("~$3,210 before expenses" in c for c in context), context
assert any("you counted them twice. real number is $615" in c for c in context), context
assert any("wristbands $2,340 stands" in c for c in context), context
reply = answer(question, context, mock="$2,955 - $2,340 from wristbands and $615 from the bake sale (the first "
                                       "$870 bake sale figure counted the Venmo payments twice).")
finish(question, expected="$3,210", actual=reply)
