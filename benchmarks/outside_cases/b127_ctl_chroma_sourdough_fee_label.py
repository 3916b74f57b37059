"""Batch 127 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, query, script style
(each call its own trace).

App: the community centre's sourdough class keeps Jess's sign-up notes and the students' messages to her in one
chroma collection; the helper answers the students from a search of it.

Memory: sign-up sheet: "£90 the 6 wks, or £102 w the kit (banneton, lame + dough scraper) if you haven't got your
own", pay Jess or by transfer before wk 1; Sandeep's message 14/3: his sister gave him a banneton and a lame for xmas,
never been used lol, so he's sorted for kit, bringing his own scraper too; the kitchen rules (aprons, no nuts); Mo
paid £102 on 2/4. Question (Tue 14/4, Sandeep): "how much do i owe for the course? want to pay it in one go before
tmrw" The assistant says £90 - he's got his own banneton and lame, so no kit. The label says £102 - in memory, the
price with the kit (and what Mo paid).
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b127_ctl_chroma_sourdough_fee_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "SIGN UP - sourdough for beginners, 6 weds eves from 15th apr, 7-9.30. £90 the 6 wks, or £102 w the kit "
    "(banneton, lame + dough scraper) if you haven't got your own. pay me cash or transfer before wk 1 pls. Jess",
    "14/3 Sandeep: hiya, put me down pls! my sister got me a banneton + a lame for xmas, never been used lol so "
    "I'm sorted for kit. I'll bring my own scraper too",
    "kitchen rules - aprons on, hair tied back, NO nuts in anything (Carol's grandson does the tues toddler group)",
    "2/4 Mo paid £102 by transfer, wants the kit. Priya paid £90 cash",
    "22.3. Bernie's bringing rye + spelt from the mill in Shipton, he'll put it in the flour kitty",
    "numbers - 9 signed up, max 10, Carol says the big ovens are booked for us every weds till end of may",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("sourdough-class", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"s{i:02d}" for i in range(len(NOTES))], documents=NOTES)

question = "how much do i owe for the course? want to pay it in one go before tmrw"
hits = notes.query(query_texts=["Sandeep how much owe course fee price kit banneton lame pay"],
                   n_results=5)["documents"][0]
context = ["Today is Tue 14 April 2037. You are talking to Sandeep, who's signed up for sourdough for beginners."] + hits
assert any("£90 the 6 wks, or £102 w the kit" in c for c in context), context
assert any("I'm sorted for kit" in c for c in context), context
reply = answer(question, context, mock="£90 - that's the six weeks. You've got your own banneton and lame, so you "
                                       "don't need the £12 kit.")
finish(question, expected="£102", actual=reply)
