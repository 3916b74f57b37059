"""Batch 120 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection filled by two writers in
threads (the handbook import and the crew chat), then one query.

App: Holme Valley Folk Festival's volunteer helper keeps the volunteer handbook and the volunteers' group chat in one
chroma collection; the handbook import and the chat sync run in their own threads; the helper answers from a query.

Memory: the handbook says every volunteer on a shift of 4 hrs or more gets a meal ticket for the volunteers' café (hot
meal + a drink). In the chat on Tue 23rd June Mags, the volunteer coordinator, says there's bad news about food: the
council grant's been cut, so the café can only do proper meals for people doing full days (8 hrs+); on a 4 hr shift
it's a tea + cake voucher, sorry, not her doing. Question (Fri 10/7, Liam, on the saturday litter pick 10-2): "do i
get a meal ticket for my 4hr litter pick sat?" The assistant says no - a tea and cake voucher; hot meals are for full
days only this year. The label says yes, a meal ticket for any shift of 4 hrs or more - in memory (the handbook), but
not how it is this year.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b120_ctl_chroma_folk_meal_ticket_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

HANDBOOK = [
    "HANDBOOK: every volunteer on a shift of 4 hrs or more gets a meal ticket for the volunteers' café (hot meal + "
    "a drink). show your purple wristband",
    "HANDBOOK: wristbands from the volunteer tent from 4pm fri, bring photo ID. lost wristband = £20",
    "HANDBOOK: free camping in the volunteers' field for anyone doing 2 shifts or more",
]
CHAT = [
    "Mags 14/3: volunteer sign up is OPEN!! litter pick, gate, stewards, stage crew. 2 shifts = free weekend ticket",
    "Mags Tue 23rd June: bit of bad news re food, sorry - the council grant's been cut so the café can only do proper "
    "meals for ppl on full days (8 hrs+). if ur on a 4 hr shift it's a tea + cake voucher I'm afraid. not my doing!!",
    "Liam 1/7: put me down for litter pick sat 10-2 pls, and the sunday gate if you're short",
    "Mags 8/7: briefing Weds 8 July 7pm scout hut went well - slides are on the group. litter pickers meet at the "
    "skip by the car park, half 9",
]

client = chromadb.EphemeralClient()
chat = client.get_or_create_collection("holmefolk-volunteers", embedding_function=offline.chroma_embedding_function())


def load(prefix: str, lines: list[str], source: str) -> None:
    chat.add(ids=[f"{prefix}{i:02d}" for i in range(len(lines))], documents=lines,
             metadatas=[{"source": source} for _ in lines])


threads = [threading.Thread(target=load, args=("hb", HANDBOOK, "handbook"), name="handbook-import"),
           threading.Thread(target=load, args=("ch", CHAT, "chat"), name="chat-sync")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "do i get a meal ticket for my 4hr litter pick sat?"
hits = chat.query(query_texts=["meal ticket café food 4 hr shift voucher"], n_results=6)["documents"][0]
context = ["Today is Fri 10 July 2037. You are talking to Liam, who's on the saturday litter pick 10-2."] + hits
assert any("4 hrs or more gets a meal ticket" in c for c in context), context
assert any("tea + cake voucher" in c for c in context), context
reply = answer(question, context, mock="No, not this year - on a 4 hour shift you get a tea and cake voucher. Hot meals "
                                       "are only for full days now the council grant's been cut.")
finish(question, expected="yes - a meal ticket for any shift of 4 hrs or more", actual=reply)
