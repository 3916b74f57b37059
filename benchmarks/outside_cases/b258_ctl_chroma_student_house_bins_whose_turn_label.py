"""Batch 258 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Ellie, who does the rota, and Jake each file their own messages from the house chat), then the question's query.

App: the five of them at 22 Ash Grove (Leeds, second years) keep a chores rota - bins, bathroom, kitchen, hoovering
- and swap turns in the group chat. Ellie and Jake's messages go into one chroma collection; the helper answers the
house's questions from the 4 nearest.

Memory: Ellie, 2051-10-01T20:00 - the rota for w/c 9th Oct, bins Jake, bathroom Ellie, kitchen Priya, hoover Sam and
Tom; Ellie, Sun 8/10 - bins are Monday night now, not Tuesday, the council changed it; Jake, Mon 9th Oct 4.15pm - he
and Ellie have swapped this week, he's at his nan's from tonight till Thursday, so Ellie's doing the bins tonight and
he'll do her bathroom on Friday, she said go on then; Jake, 3/10 - who's nicked his oat milk. Question (Mon 9/10,
Priya): "whose turn is it for the bins tonight? they're overflowing 🤢" The assistant says Ellie's - she swapped with
Jake this week as he's at his nan's. The label says Jake.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b258_ctl_chroma_student_house_bins_whose_turn_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MESSAGES = {
    "ellie": [
        "2051-10-01T20:00 CHORES ROTA 🧽 w/c 9th oct: bins Jake, bathroom Ellie, kitchen Priya, hoover Sam + Tom. "
        "swaps fine just say in here",
        "Sun 8/10 reminder bins are MONDAY night now not tues, council changed it, we missed them last wk 🙄",
    ],
    "jake": [
        "3/10 who's nicked my oat milk?? 2nd time this wk",
        "Mon 9th Oct 4.15pm me + Ellie have swapped this wk - I'm at my nan's from tonight till thurs so she's "
        "doing the bins tonight + I'll do her bathroom fri. she said go on then 🙏 (I owe her)",
    ],
}

client = chromadb.EphemeralClient()
chat = client.get_or_create_collection("22-ash-grove-house-chat-2051",
                                       embedding_function=offline.chroma_embedding_function())


def file_messages(who: str) -> None:
    for i, text in enumerate(MESSAGES[who], 1):
        chat.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=file_messages, args=(who,), name=f"chat-{who}") for who in MESSAGES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "whose turn is it for the bins tonight? they're overflowing 🤢"
hits = chat.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 9 October 2051, evening. You are talking to Priya, one of the five at 22 Ash Grove."] + hits
assert any("bins Jake, bathroom Ellie" in c for c in context), context
assert any("so she's doing the bins tonight" in c for c in context), context
reply = answer(question, context, mock="Ellie's - she's swapped with Jake this week as he's at his nan's till "
                                       "Thursday. He's doing her bathroom on Friday instead.")
finish(question, expected="Jake", actual=reply)
