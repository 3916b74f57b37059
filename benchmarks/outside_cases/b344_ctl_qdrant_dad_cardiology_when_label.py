"""Batch 344 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(Claire's and Mark's emails are filed by their own jobs), then the question's query.

App: Claire, Dan and Mark Hollis share the care of their dad, Frank (84), in Totnes. Their emails about his
appointments go into one qdrant collection; the family helper answers from the 5 nearest.

Memory: Claire, 2027-04-20T19:10 - the cardiology letter came, the echo and Dr Patel on Thursday the sixth of May at
10.30, Torbay Hospital, Outpatients B, bring his tablets list; Mark, Saturday the twenty-fourth of April - the
weekend report (the garden, the greenhouse, his knee); Claire, Tuesday the fourth of May, 08:05 (replying to Mark's
"still on for Thursday? I've booked the day off") - the cardiology secretary rang yesterday, Dr Patel's off sick,
so it's moved to a week on Friday, 2.40, same place, Mark can unbook his day; and Rosa's away next week; Mark, the
same evening - fine, he'll see if he can swap. Question (Dan, Wednesday the fifth of May): "when's Dad's heart
appointment? I said I'd drive him if Mark can't" The assistant says Friday 14 May at 2.40 ("a week on Friday"
counted from Claire's Tuesday 4 May email), at Torbay, Outpatients B. The label says Thursday 6 May at 10.30 - the
date in the letter, rescheduled when Dr Patel went off sick.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b344_ctl_qdrant_dad_cardiology_when_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hollis-dad-appointments-2027"
EMAILS = {
    "claire": [
        (1, """From: Claire Hollis
Date: 2027-04-20T19:10
Subject: Dad's cardiology appointment

Hi both,

The cardiology letter finally came today. It's the echo and then Dr Patel, on Thursday the sixth of May at 10.30,
Torbay Hospital, Outpatients B. They want us to bring his tablets list and any readings from the blood pressure
machine. He's pretending not to be worried, which means he's worried.

Could one of you take him? I've got the Ofsted visit that week.

Love, C x"""),
        (3, """From: Claire Hollis
Date: Tuesday 4 May 2027, 08:05
Subject: Re: Dad's cardiology appointment

Mark, don't! The cardiology secretary rang me yesterday afternoon - Dr Patel's off sick, so it's been moved to a
week on Friday, 2.40, same place. So you can unbook your day, sorry. I've written it on his calendar in red.

Also, Rosa's away next week (her sister's wedding in Porto) so the agency are sending someone called Bev - I've
asked them to make sure she knows about the apixaban with food.

> On Mon 3 May 2027, Mark wrote:
> Still on for Thursday? I've booked the day off.

Claire x"""),
    ],
    "mark": [
        (2, """From: Mark Hollis
Date: Saturday 24 April 2027, 21:30
Subject: Weekend report

Hi all,

Good weekend. We got the tomatoes into the greenhouse and he supervised from the deckchair, which suited everyone.
His knee's playing up a bit on the stairs. He asked three times whether the heart appointment was "the proper one"
- I said yes.

Mark"""),
        (4, """From: Mark Hollis
Date: Tuesday 4 May 2027, 20:40
Subject: Re: Dad's cardiology appointment

Argh, typical. Fine, I'll see if I can swap the day off - Fridays are harder for me, so Dan, you may be up.

Mark"""),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_emails(who: str) -> None:
    for pid, text in EMAILS[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "from": who})])


threads = [threading.Thread(target=file_emails, args=(who,), name=f"file-{who}") for who in EMAILS]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "when's Dad's heart appointment? I said I'd drive him if Mark can't"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Wednesday 5 May 2027. You are talking to Dan Hollis, who shares the care of his father Frank "
           "with his sister Claire and brother Mark."] + hits
assert any("on Thursday the sixth of May at 10.30" in c for c in context), context
assert any("moved to a\nweek on Friday, 2.40" in c for c in context), context
reply = answer(question, context, mock="Friday 14 May at 2.40 - it was moved from Thursday because Dr Patel's off "
                                       "sick. Same place, Torbay Hospital, Outpatients B.")
finish(question, expected="Thursday 6 May at 10.30", actual=reply)
