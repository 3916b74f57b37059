"""Batch 370 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the secretary and the cultural secretary each file their own notes), then the question's query.

App: Green Valley CHS (A to C wings, a podium with parking below) plan their Diwali - a rangoli competition on
Dhanteras, Lakshmi puja in the clubhouse, Diwali night on the podium. Mr. Iyer (the secretary) and Mrs. Bhalla (the
cultural secretary) file notes into one chroma collection; the helper answers residents from the 4 nearest.

Memory: Mrs. Bhalla, 2050-09-15T20:00 - Diwali plan draft: crackers allowed in the podium area only, 7-10 pm, kids
with an adult, buckets of water and sand near the lift lobby; Mrs. Bhalla, 28-09-50 - rangoli competition on
Dhanteras, 5-7 pm near the main gate; Mr. Iyer, Tue 11-10-50 - MC decided NO crackers inside the complex this year:
last Diwali 2 cars in the podium got burn marks, and A-wing has the newborn twins and 3 heart patients; there'll be
a laser show on the podium at 8 pm instead, sponsored by the builder, kindly cooperate; Mr. Iyer, 14-10-50 -
security to check bags at the gate on Diwali nights. Question (Mon 24-10-50, Mrs. Ghosh, B-505): "can the kids
burst crackers in the podium on Diwali night? my son has already bought a box 🙈" The assistant says no - the MC
said no crackers inside the complex this year (last year's car damage, the newborns and heart patients in A-wing);
there's a laser show on the podium at 8 instead. The label says yes, in the podium area, 7-10 pm.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b370_ctl_chroma_diwali_crackers_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "bhalla": [
        "2050-09-15T20:00 Diwali plan draft 🪔 crackers allowed in the podium area only, 7-10 pm, kids with an adult "
        "pls. Buckets of water + sand near the lift lobby",
        "28-09-50 Rangoli competition on Dhanteras, 5-7 pm near the main gate. Colours will be provided, teams of 3",
    ],
    "iyer": [
        "Tue 11-10-50 MC decided - NO crackers inside the complex this yr. Last Diwali 2 cars in the podium got burn "
        "marks + A-wing has the newborn twins and 3 heart patients. There'll be a laser show on the podium at 8 pm "
        "instead, sponsored by the builder 🙏 Kindly cooperate",
        "14-10-50 Security to check bags at the gate on Diwali nights, no outside guests after 11 pm",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("green-valley-diwali-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can the kids burst crackers in the podium on Diwali night? my son has already bought a box 🙈"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 24-10-2050. You are talking to Mrs. Ghosh (B-505), a resident of Green Valley CHS."] + hits
assert any("crackers allowed in the podium area only, 7-10 pm" in c for c in context), context
assert any("NO crackers inside the complex this yr" in c for c in context), context
reply = answer(question, context, mock="No - the MC has decided no crackers inside the complex this year (2 cars got "
                                       "burn marks last Diwali, and there are newborns and heart patients in A-wing). "
                                       "There's a laser show on the podium at 8 pm instead.")
finish(question, expected="yes, in the podium area only, 7-10 pm, with an adult", actual=reply)
