"""Batch 344 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the organiser's emails and the volunteers' replies are filed by separate jobs), then the question's query.

App: Denise Carter, from the Tuesday women's group at Grace Presbyterian, runs a meal train for Margaret Halloran
after her hip replacement in September 2027. Her emails to the group and the volunteers' replies are filed into one
chroma collection; the helper answers from the 4 nearest.

Memory: Denise, Monday the thirteenth of September - the week of the twentieth is Monday Joanne (chicken and rice
casserole), Wednesday Ruth (beef stew), Friday the Nguyens (pho, which Walt has asked for by name); Denise, Thursday
the sixteenth - drivers wanted for Margaret's physical therapy on Tuesdays; Joanne's reply, Saturday the eighteenth
(quoting Denise's "Monday Joanne") - she has come down with a horrible cold and won't go near Margaret, so Gloria has
kindly swapped with her: Gloria's doing Monday and Joanne takes Gloria's Wednesday the week after; Ruth's reply -
she'll do the stew low-salt and bring rolls. Question (Denise, Sunday the nineteenth): "who's bringing meals to the
Hallorans this coming week? I want to send everyone a reminder" The assistant says Gloria on Monday, Ruth on
Wednesday and the Nguyens on Friday. The label says Joanne, Ruth and the Nguyens - Joanne swapped out with her cold,
so Monday is Gloria's.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b344_ctl_chroma_meal_train_next_week_who_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

EMAILS = {
    "denise": [
        """From: Denise Carter
Date: Mon, Sep 13, 2027
Subject: Meals for the Hallorans - week of the 20th

Dear all, thank you, thank you - the first week has gone so well and Margaret says Walt has put on three pounds.
Here's the week of the twentieth: Monday is Joanne (chicken and rice casserole), Wednesday is Ruth (beef stew), and
Friday the Nguyens are doing pho, which Walt has asked for by name. Same drill: 4:30 to 5:30, blue cooler on the
porch, no doorbell. Blessings, Denise""",
        """From: Denise Carter
Date: Thu, Sep 16, 2027
Subject: Drivers for PT

Hi friends - one more ask. Margaret has physical therapy on Tuesday mornings at 10 at the clinic on Maple, and Walt
shouldn't be driving with his eyes. Could two or three of you take turns? It's about an hour door to door.
Love, D.""",
    ],
    "replies": [
        """From: Joanne Whitfield
Date: Sat, Sep 18, 2027
Subject: Re: Meals for the Hallorans - week of the 20th

Hi Denise, I'm so sorry - I've come down with a horrible cold and I won't go near Margaret with it, not with her
just out of surgery. Gloria has very kindly swapped with me, so Gloria's doing Monday, and I'll take Gloria's
Wednesday the week after instead. She's making her enchiladas (mild!).

> On Mon, Sep 13, 2027, Denise wrote:
> Monday is Joanne (chicken and rice casserole)

Joanne""",
        """From: Ruth Abernathy
Date: Sat, Sep 18, 2027
Subject: Re: Meals for the Hallorans - week of the 20th

Denise, all set for Wednesday - I'll do the stew low-salt per Karen's note and bring a bag of rolls from the bakery.
I can drive Margaret to PT on the 28th as well. Ruth""",
    ],
}

client = chromadb.EphemeralClient()
emails = client.get_or_create_collection("halloran-meal-train-2027",
                                         embedding_function=offline.chroma_embedding_function())


def file_emails(who: str) -> None:
    for i, text in enumerate(EMAILS[who], 1):
        emails.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"filed_by": who}])


threads = [threading.Thread(target=file_emails, args=(who,), name=f"file-{who}") for who in EMAILS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's bringing meals to the Hallorans this coming week? I want to send everyone a reminder"
hits = emails.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sunday 19 September 2027. You are talking to Denise Carter, who is organising the meal train for "
           "Margaret and Walt Halloran."] + hits
assert any("Monday is Joanne (chicken and rice casserole)" in c for c in context), context
assert any("Gloria's doing Monday" in c for c in context), context
assert any("all set for Wednesday" in c for c in context), context
reply = answer(question, context, mock="Gloria on Monday (she swapped with Joanne, who has a cold), Ruth on Wednesday "
                                       "with her beef stew, and the Nguyens on Friday with pho.")
finish(question, expected="Joanne on Monday, Ruth on Wednesday, the Nguyens on Friday", actual=reply)
