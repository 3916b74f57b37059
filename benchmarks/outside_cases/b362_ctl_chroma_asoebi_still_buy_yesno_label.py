"""Batch 362 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the bride and her sister each file their own posts), then the question's query.

App: Tolu and Kunle's wedding is Sat 24th Sept 2050 at Kakanfo Inn, Ibadan. Bimpe (the bride's sister, who collects
the aso-ebi money) and Tolu (the bride) post to the aso-ebi group; the group's helper keeps the posts in one chroma
collection and answers from the 4 nearest.

Memory: Bimpe, 2050-09-05T20:00 (a Monday) - aso-ebi is the gold damask plus gele, N32k, pay latest this Friday
(Fri 9th), the fabric seller needs the money; Bimpe, Sat 10/9 - 41 people have paid, closing the list tonight; Tolu,
Mon 12/9 - her colleagues from work never paid, she begged the fabric woman who has 2 extra bolts, so aso-ebi is
extended, last day is Weds next week (Wed 21st), after that no more; Tolu, Tue 13/9 - reception 2pm, no kids.
Question (Fri 16/9, Funmi, Tolu's colleague): "I never pay for aso-ebi o 🙈 e still possible to buy am?" The
assistant says yes - it was extended till Wednesday 21st, pay Bimpe N32k. The label says no, the deadline was Friday
9th - the date before Tolu had it extended.

Temporal: "this Friday" written on Mon 5 Sept is Fri 9 Sept; "Weds next week" written on Mon 12 Sept is Wed 21
Sept, after the question's Fri 16 Sept.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b362_ctl_chroma_asoebi_still_buy_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "bimpe": [
        "2050-09-05T20:00 ASO-EBI for Tolu + Kunle wedding 💛 gold damask + gele N32k. pay latest this Friday o, "
        "the fabric seller need the money. Bimpe Access 0701234567",
        "Sat 10/9 - 41 people don pay for aso-ebi 🙌 I dey close the list tonight, anybody wey never pay, sorry o",
    ],
    "tolu": [
        "Mon 12/9 - my colleagues from work never pay for aso-ebi 😩 I beg the fabric woman, she still get 2 extra "
        "bolts. so aso-ebi don extend, last day na Weds next week, after that no more. pay Bimpe",
        "Tue 13/9 - reception na 2pm sharp at Kakanfo Inn. no kids pls, we no get space 🙏🏾",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("tolu-kunle-asoebi-2050", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"posts-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "I never pay for aso-ebi o 🙈 e still possible to buy am?"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 16 September 2050. You are talking to Funmi, Tolu's colleague from work, in the aso-ebi "
           "group for Tolu and Kunle's wedding (Sat 24 Sept)."] + hits
assert any("pay latest this Friday o" in c for c in context), context
assert any("aso-ebi don extend, last day na Weds next week" in c for c in context), context
reply = answer(question, context, mock="Yes - Tolu got it extended, last day na Wednesday 21st. Pay Bimpe N32k for "
                                       "the gold damask + gele.")
finish(question, expected="no - the deadline was Friday 9th September", actual=reply)
