"""Batch 397 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the school secretary and the principal each file their own notes), then the question's query.

App: the Saturday Polish school (szkoła sobotnia) at St. Kinga parish in Chicago, 2050/51 - Saturdays 9am to
1:30pm, przedszkole to klasa 8, 30 Saturdays a year for the certificates. Pani Agnieszka (the secretary) and pani
Dorota (the principal, kierowniczka) file notes into one chroma collection; the helper answers parents' questions
from the 4 nearest.

Memory: Agnieszka, 2050-08-20T18:00 - the kalendarz for 2050/51: no classes Sat 11/26 (Thanksgiving weekend), 12/24,
12/31, winter break till 1/7; Agnieszka, 9/17 - picture day 10/1, $18 a package; Dorota, Mon 11/14 - we lost Sat
11/12 to the snow and the diocese says we need 30 Saturdays for the certificates, so we're making it up on the 26th
after all - classes ARE on Thanksgiving Saturday, normal hours 9-1:30; Dorota, 11/19 - the akademia for 11
Listopada (done a week late) was lovely, dziękuję rodzice. Question (Mon 11/21, pan Robert): "is there Polish school
this Saturday? we're driving up to my in-laws for Thanksgiving, trying to figure out when to come back" The
assistant says yes - classes are on Sat 11/26 after all, normal hours 9-1:30, to make up the snow day. The label
says no - no classes Thanksgiving weekend.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b397_ctl_chroma_polish_school_thanksgiving_sat_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "agnieszka": [
        "2050-08-20T18:00 KALENDARZ 2050/51 📅 no classes Sat 11/26 (Thanksgiving wknd), 12/24, 12/31. winter break "
        "till 1/7. first day 9/10",
        "9/17 picture day Sat 10/1 🙂 $18 a package, white shirts / bluzki pls, forms back by 9/24",
    ],
    "dorota": [
        "Mon 11/14 - we lost sat 11/12 to the snow ❄️ (already!!) + the diocese says we need 30 Saturdays for the "
        "certificates, so we're making it up on the 26th after all - classes ARE on Thanksgiving Saturday, normal "
        "hours 9-1:30. sorry rodzice, I know",
        "11/19 the akademia for 11 Listopada (a week late 😅) was lovely, the klasa 6 poems made me cry. dziękuję "
        "rodzice",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-kinga-szkola-2050", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = ("is there Polish school this Saturday? we're driving up to my in-laws for Thanksgiving, trying to figure "
            "out when to come back")
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 11/21/2050. You are talking to pan Robert, whose son goes to the Saturday Polish school at "
           "St. Kinga."] + hits
assert any("no classes Sat 11/26 (Thanksgiving wknd)" in c for c in context), context
assert any("classes ARE on Thanksgiving Saturday" in c for c in context), context
reply = answer(question, context, mock="Yes - classes are on this Saturday, 11/26, normal hours 9 to 1:30. They're "
                                       "making up the snow day from 11/12, so plan to be back by Friday night.")
finish(question, expected="no - no classes Thanksgiving weekend", actual=reply)
