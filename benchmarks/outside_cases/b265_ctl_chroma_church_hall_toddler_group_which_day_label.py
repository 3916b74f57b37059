"""Batch 265 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the bookings secretary and the vicar each file their own notes), then the question's query.

App: Holy Trinity church hall in Mixenden is let out by the PCC - the main hall, a small room and a kitchen - to
regular groups through the week and for parties at weekends. Pam (the bookings secretary) and Revd Sarah (the vicar)
file notes into one chroma collection; the helper answers people's questions from the 4 nearest.

Memory: Pam, 2050-09-05T09:30 - the regulars this term: the toddler group Tuesday mornings 9.30-11.30, Zumba Monday
7pm, slimming world Thursday 6-8; Pam, 14/11 - the boiler's serviced, the heating's on a timer now; Revd Sarah, Tue
3rd Jan - the blood donors want the main hall on Tuesdays from February, so Sue's moved the toddlers to Wednesday
mornings, same times, she's fine with it, the mums prefer it anyway; Revd Sarah, 10/1/51 - the Mothers' Union AGM
Sat 28th Jan in the small room. Question (Mon 6/2, Maureen): "which day's the toddler group on now? I've got my
grandson on a wkday + want to take him" The assistant says Wednesday mornings, 9.30 to 11.30 (moved from Tuesdays
for the blood donors). The label says Tuesday mornings.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b265_ctl_chroma_church_hall_toddler_group_which_day_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "pam": [
        "2050-09-05T09:30 regulars this term 📋 toddler group tue mornings 9.30-11.30 (Sue), Zumba mon 7pm, slimming "
        "world thurs 6-8, choir weds eve in the small room",
        "14/11 boiler's serviced at last 🙌 heating's on a timer now, 7am-9pm, don't fiddle w/ it",
    ],
    "revd-sarah": [
        "Tue 3rd Jan - the blood donors want the main hall on tuesdays from feb, so Sue's moved the toddlers to weds "
        "mornings, same times - she's fine w/ it, says the mums prefer it anyway",
        "10/1/51 Mothers' Union AGM sat 28th jan in the small room 2pm, they'll want the urn",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("holy-trinity-mixenden-hall",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which day's the toddler group on now? I've got my grandson on a wkday + want to take him"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 6 February 2051. You are talking to Maureen, who asks about the groups at Holy Trinity "
           "church hall, Mixenden."] + hits
assert any("toddler group tue mornings 9.30-11.30" in c for c in context), context
assert any("Sue's moved the toddlers to weds mornings, same times" in c for c in context), context
reply = answer(question, context, mock="Wednesday mornings, 9.30 to 11.30 - it moved from Tuesdays because the blood "
                                       "donors have the hall then.")
finish(question, expected="Tuesday mornings, 9.30-11.30", actual=reply)
