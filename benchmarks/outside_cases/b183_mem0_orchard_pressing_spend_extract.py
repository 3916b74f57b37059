"""Batch 183 (held out). A community orchard's cider pressing: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Ketley Bank Community Orchard presses its apples on Sat 4th Oct 2043 - a hired rack-and-cloth press, a second
little basket press, bottles for the members' share, a cake stall for the orchard fund. Jan (the treasurer) and Rob
(who organises the day) type notes into the orchard's helper with ``memory.add(messages, user_id=...,
metadata={"date": ...})``; Jan asks it things when she does the accounts.

Planted fault (ExtractionError, a fact dropped at extraction): Rob's notes have the big press hired off the Wenlock
cider group, £40 for the day, paid (30/8), and 150 swing-top bottles at £1.20, £180, Jan paid (9/9). His note of
Weds 17 Sep says he's sorted the second press - paid Hollins a £35 deposit to hold their small basket press, rest on
the day - and Gill's lending her gazebo + the trestles, and Priya's doing the labels on her printer for free. The
extraction keeps the gazebo and the labels and drops the £35 deposit. Question (Thu 2/10, Jan): "how much have we
paid out for pressing day so far? doing the accounts b4 sat" -> expected £255 (£40 press + £180 bottles + £35
deposit to Hollins). The assistant says £220 - the press and the bottles.

Expected verdict: ExtractionError at mem0.extract inside the Weds 17 Sep add (fault() wraps that one add): the note
handed to mem0 has the £35 deposit, and what was made from it leaves it out, so the store never held the payment the
sum needs; the search and the answer then worked faithfully on what was stored. Asserted: the note has the £35
deposit; no stored memory or context line mentions Hollins, the deposit or £35; the gazebo line from the same note
and the £40 and £180 lines are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b183_mem0_orchard_pressing_spend_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ketley-bank-orchard-jan"
SECOND = ("Weds 17 Sep - sorted the 2nd press 🍏 paid Hollins £35 deposit to hold their small basket press, rest on "
          "the day. + Gill's lending us her gazebo & the trestles, Priya doing the labels on her printer for free 🙌")
NOTES = [
    ("2043-08-30T19:05", "pressing day sat 4th oct at the orchard, 10 till 4ish 🍎 hired the big rack + cloth press "
                         "off the Wenlock cider group, £40 for the day, paid",
     ["Pressing day is Sat 4 Oct at the orchard, 10am to about 4pm",
      "Hired the big rack-and-cloth press from the Wenlock cider group for £40 for the day, already paid"]),
    ("9/9", "bottles - 150 swing tops off the homebrew place, £1.20 each so £180 😬 Jan paid on her card, needs it "
            "back out the orchard acct",
     ["Bought 150 swing-top bottles from the homebrew shop at £1.20 each, £180 in total",
      "Jan paid the £180 for the bottles on her card and needs it back from the orchard account"]),
    ("Weds 17 Sep", SECOND,
     # the planted fault: the £35 deposit never makes it into memory
     ["Gill is lending her gazebo and the trestles for pressing day",
      "Priya is printing the bottle labels on her printer for free"]),
    ("22.9.", "cake stall - Brenda's on it, all proceeds to the orchard fund. scratter's Mick's own so no hire, he'll "
              "bring it in the van 7.30ish",
     ["Brenda is running the cake stall; proceeds go to the orchard fund",
      "The scratter is Mick's own, so no hire cost; he'll bring it in his van at about 7.30am"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ketley-bank-pressing-2043"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == SECOND:
            assert "paid Hollins £35 deposit" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much have we paid out for pressing day so far? doing the accounts b4 sat"
    hits = []
    for query in ("money paid for pressing day", "hire of the presses", "what we've bought for pressing day"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 2 Oct 2043. You are talking to Jan, the treasurer of Ketley Bank Community Orchard; "
               "pressing day is Sat 4 Oct."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context for w in ("hollins", "deposit", "£35", "basket press")), \
        stored
    assert any("gazebo" in c for c in context), context
    assert any("£40" in c for c in context) and any("£180" in c for c in context), context
    reply = answer(question, context, mock="£220 so far - £40 for the press from the Wenlock group and £180 for the "
                                           "bottles.")
finish(question, expected="£255 - £40 press hire + £180 bottles + the £35 deposit to Hollins for the basket press",
       actual=reply)
