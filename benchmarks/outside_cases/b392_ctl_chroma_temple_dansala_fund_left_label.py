"""Batch 392 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the treasurer and the secretary each file their own notes), then the question's query.

App: the dayaka sabha of Sri Siriwardhanaramaya (an invented temple in Colombo) runs a dansala at the temple gate
on Vesak Poya, Tue 13/05/2053 - ice coffee, bread and parippu curry from 6 pm. Lalith (the treasurer) and Dhammika
(the secretary) file notes into one chroma collection; the helper answers the committee from the 4 nearest.

Memory: Lalith, 2053-05-01T20:00 - Rs. 48,000 in hand for the dansala as of tonight (the collection box plus the
sabha's share); Dhammika, Sun 04/05 - Wijesuriya mahattaya gave Rs. 10,000 for the dansala after the bana, given to
Lalith; Lalith, Weds 07/05 - paid the ice coffee fellow a Rs. 15,000 advance from the dansala fund, balance on the
day; Dhammika, Fri 09/05 - the menu and volunteers. Question (Sat 10/05, Sriyani): "how much is left in the dansala
fund now? have to buy 500 paper cups, Lalith aiya is not answering" The assistant says Rs. 43,000 (48,000 + 10,000
- 15,000). The label says Rs. 48,000.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b392_ctl_chroma_temple_dansala_fund_left_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "lalith": [
        "2053-05-01T20:00 VESAK DANSALA fund 🪷 Rs. 48,000 in hand as of tonight (collection box + the sabha's share)",
        "Weds 07/05 paid the ice coffee fellow Rs. 15,000 advance from the dansala fund, balance on the day. receipt "
        "with me",
    ],
    "dhammika": [
        "Sun 04/05 Wijesuriya mahattaya gave Rs. 10,000 for the dansala after the bana 🙏 sadhu! gave it to Lalith",
        "Fri 09/05 dansala menu - ice coffee + bread & parippu curry from 6 pm Vesak day. volunteers pls, 4 shifts",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("siriwardhanaramaya-dansala-2053",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much is left in the dansala fund now? have to buy 500 paper cups, Lalith aiya is not answering"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sat 10 May 2053. You are talking to Sriyani, on the dayaka sabha of Sri Siriwardhanaramaya "
           "(Vesak dansala Tue 13 May)."] + hits
assert any("Rs. 48,000 in hand" in c for c in context), context
assert any("Wijesuriya mahattaya gave Rs. 10,000" in c for c in context), context
assert any("Rs. 15,000 advance from the dansala fund" in c for c in context), context
reply = answer(question, context, mock="Rs. 43,000 - the 48,000 plus Wijesuriya mahattaya's 10,000, less the 15,000 "
                                       "advance Lalith paid the ice coffee man.")
finish(question, expected="Rs. 48,000", actual=reply)
