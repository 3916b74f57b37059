"""Batch 344 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each email stored
as written; in-memory qdrant), one root span per email and one for the question.

App: Helen Pritchard, her brother Rob and their cousin Siân are selling their late grandmother's house at 14 Elm
Grove, Shrewsbury. Helen puts the thread's emails into the family's helper with ``memory.add(..., infer=False)``;
they ask it things when the solicitor or the probate forms want a figure.

Memory: Helen, 2027-04-12T20:05 - the agent valued it at £295,000 and it's gone on at that; Helen, Tuesday the
fourth of May - an offer of £282,000 from the young couple, Rob says hold out; Rob, Thursday the sixth of May
(quoting Helen) - they came back at £288,000 and we've accepted, subject to survey, the agent's doing the memorandum
of sale; Helen, Friday the twenty-first of May, forwarding the agent's email - the buyers' survey found the roof
needs about £6,000 of work and they asked for £7,500 off; she rang the agent and they've met in the middle, £5,000
off, so it's £283,000 now, Rob and Siân both said fine. Question (Siân, Thursday the tenth of June): "what price did
we end up agreeing for Nana's house? I need it for the probate form" The assistant says £283,000 (the £288,000
accepted in May, less £5,000 for the roof after the survey). The label says £288,000 - the price first accepted,
superseded when they knocked £5,000 off after the survey.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b344_ctl_mem0_nana_house_agreed_price_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "pritchard-elm-grove"
EMAILS = [
    ("2027-04-12T20:05", """From: Helen Pritchard
Date: Monday 12 April 2027, 20:05
Subject: Nana's house is on the market

Hi both,

It's live on Rightmove as of this afternoon. Tom at Ellery Homes valued it at £295,000 and we've put it on at that -
he thinks it'll go quickly with the garden, even with the kitchen as it is. Viewings from Saturday.

It felt very strange seeing Nana's front room on the internet. I had a little cry in the car.

Love, Helen x"""),
    ("Tue 4 May", """From: Helen Pritchard
Date: Tuesday 4 May 2027, 18:40
Subject: An offer!

Hi both,

We've had an offer of £282,000 from the young couple who came back on Thursday - he's a teacher, she's expecting,
they love the garden. Rob, I know you said hold out, and Tom thinks they'll go higher. What does Siân think?

H x"""),
    ("Thu 6 May", """From: Rob Pritchard
Date: Thursday 6 May 2027, 12:15
Subject: Re: An offer!

Told you! They came back at £288,000 this morning and we've accepted, subject to survey. Tom's drawing up the
memorandum of sale and sending it to Jessica at the solicitor's. I've said we'd like to complete by the summer.

> On Tue 4 May 2027, Helen wrote:
> We've had an offer of £282,000 from the young couple

Rob"""),
    ("Fri 21 May", """From: Helen Pritchard
Date: Friday 21 May 2027, 17:55
Subject: Fwd: Survey - 14 Elm Grove

Hi both - not the end of the world, but see below. I rang Tom this afternoon and we've met them in the middle,
£5,000 off, so it's £283,000 now. You both said fine on WhatsApp so I've told him to go ahead. Honestly, the roof
was always going to come up. H x

---------- Forwarded message ---------
From: Tom Ellery, Ellery Homes
Date: Fri, 21 May 2027 at 11:02
Subject: Survey - 14 Elm Grove

Hi Helen, the buyers' survey has come back and found the roof needs about £6,000 of work (the valleys and some
slipped tiles). They've asked for a reduction of £7,500. Let me know how you'd like to respond. Tom"""),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="pritchard-elm-grove-2027"))
    for i, (day, text) in enumerate(EMAILS, 1):
        with turn_span(f"email-{i} {day}"):
            memory.add([{"role": "user", "content": text}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what price did we end up agreeing for Nana's house? I need it for the probate form"
    with turn_span("question Thu 10 June"):
        hits = []
        for query in ("agreed sale price for the house", "offer accepted", "survey reduction"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thursday 10 June 2027. You are talking to Siân Morgan, who with her cousins Helen and "
                   "Rob is selling their late grandmother's house at 14 Elm Grove."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("came back at £288,000 this morning and we've accepted" in c for c in context), context
        assert any("£5,000 off, so it's £283,000 now" in c for c in context), context
        reply = answer(question, context, mock="£283,000 - the £288,000 you accepted in May, less the £5,000 knocked "
                                               "off for the roof after the survey.")
finish(question, expected="£288,000", actual=reply)
