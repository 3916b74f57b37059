"""Batch 344 (held out). Selling a late grandmother's house: qdrant collection of the family's email thread, one root
span per email, one for Helen's clear-out and one for the question; the clear-out deletes, by a payload filter, the
forwarded emails she has put in the solicitor's file, and one of them was the only place the shed and greenhouse
were asked for.

App: Nana (Joan Pritchard) died in the New Year and left her house on Elm Grove, Shrewsbury, to her three
grandchildren; Helen (the executor), her brother Rob and their cousin Siân are clearing it and selling it. The
thread's emails go into one qdrant collection (payload ``kind``: family, contents, forwarded); once Helen has put the
forwarded solicitor and estate-agent emails in the paper file she deletes them from the helper with a filter on
``kind``. The helper answers from the 4 nearest emails.

Planted fault (DeletionError): what is still to be cleared sits in three emails - Rob's of Saturday the fifteenth
of May (the garage, still full of Grandad's tools, which he'd rather do in one go with a van), Siân's of Tuesday
the eighteenth (about twenty boxes of Nana's papers and the Christmas decorations in the loft), and a message Helen
forwarded on Thursday the twenty-seventh from the solicitor (the buyers' solicitor wants vacant possession and asks
that the shed and the greenhouse at the bottom of the garden are emptied, the paint tins and the old mower too).
Helen's clear-out (Tuesday the eighth of June) deletes the forwarded emails, that one with them. Question (Rob,
Wednesday the ninth of June): "what's still got to be cleared out of Nana's before completion? I want to hire a van
for one weekend and do the lot" -> expected three things: the garage (Grandad's tools), the loft (the boxes of
papers and decorations) and the shed and greenhouse (paint tins, the old mower). The assistant lists the garage and
the loft.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the forwarded solicitor email
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
held one of the three things the answer needs. Asserted: the email is in the 4 nearest before the delete and gone
from the collection and the context after it (nothing on the shed, the greenhouse or the mower); the garage and the
loft emails are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b344_qdrant_nana_house_still_to_clear_list_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "pritchard-elm-grove-2027"
SHED = """From: Helen Pritchard
Date: Thursday 27 May 2027, 13:02
Subject: Fwd: 14 Elm Grove - buyers' enquiries

Hi all, forwarding this from Jessica at the solicitor's so it's all in one place. The short version is they want it
completely empty, garden included, before completion - which is pencilled in for the second Friday in July. I'll
pop the original in the paper file. H x

---------- Forwarded message ---------
From: Jessica Marsh, Holloway & Reid
Date: Wed, 26 May 2027 at 16:41
Subject: 14 Elm Grove - buyers' enquiries
To: Helen Pritchard

Dear Helen,

The buyers' solicitor has replied to our replies to enquiries. They confirm the sale is with vacant possession and
have asked specifically that the shed and the greenhouse at the bottom of the garden are emptied before completion,
including the paint tins and the old petrol mower, which their clients do not wish to keep.

Kind regards,
Jessica Marsh"""
EMAILS = [
    (1, "forwarded", "Helen", """From: Helen Pritchard
Date: Monday 3 May 2027, 09:15
Subject: Fwd: Viewing feedback

Good news for once - forwarding the agent's feedback from Saturday's viewings. Two second viewings booked!

---------- Forwarded message ---------
From: Tom Ellery, Ellery Homes
Date: Sun, 2 May 2027 at 18:20
Subject: Viewing feedback - 14 Elm Grove

Hi Helen, all four parties loved the garden and the light in the front room; the young couple have asked to come
back on Thursday. Some comments about the kitchen, as expected. Tom"""),
    (2, "contents", "Rob", """From: Rob Pritchard
Date: Saturday 15 May 2027, 22:10
Subject: Re: clearing Nana's

Hi Helen, hi Siân,

Good day today, if a bit emotional - we got the whole of the back bedroom done and the wardrobe went to the British
Heart Foundation shop. The garage is still full of Grandad's tools though, and I can't face it yet; I'd rather do it
in one go with a van than in dribs and drabs.

I found Nana's recipe book in the sideboard, by the way. Siân, I think you should have it.

Rob"""),
    (3, "contents", "Siân", """From: Siân Morgan
Date: Tuesday 18 May 2027, 20:45
Subject: Re: clearing Nana's

Oh Rob, thank you, I cried when I saw the recipe book!

I had a look in the loft on Sunday with a torch - there are still about twenty boxes up there, mostly Nana's papers
and all the Christmas decorations (the ones we made at school, she kept every single one). I'd like to go through the
papers properly before anything's thrown out, but it'll have to come down in one go.

Love, Siân xx"""),
    (4, "forwarded", "Helen", SHED),
    (5, "family", "Helen", """From: Helen Pritchard
Date: Sunday 6 June 2027, 19:30
Subject: Where we are with Nana's

Hi both,

Quick round-up. The piano went to St Mark's church hall on Tuesday - the vicar sent a lovely card. The kitchen's
cleared and the fridge went on Freecycle. The front room's nearly done apart from the photos, which I've boxed up
for us to share out at Christmas.

Completion is still the second Friday in July, so we've about a month. Shall we pick a weekend?

Love, Helen x"""),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in EMAILS:
    with turn_span(f"email-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "from": who})])
assert client.count(COLL).count == len(EMAILS)

question = "what's still got to be cleared out of Nana's before completion? I want to hire a van for one weekend and do the lot"
vec = offline.embed([question])[0]
with turn_span("clear-out Tue 8 June"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert SHED in before, before
    filed = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="forwarded"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=filed))

with turn_span("question Wed 9 June"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Wednesday 9 June 2027. You are talking to Rob Pritchard, who with his sister Helen and "
               "cousin Siân is clearing and selling their late grandmother's house at 14 Elm Grove."] + hits
    assert SHED not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("shed", "greenhouse", "mower")), stored
    assert any("The garage is still full of Grandad's tools" in c for c in context), context
    assert any("still about twenty boxes up there" in c for c in context), context
    reply = answer(question, context, mock="Two things left: the garage (all Grandad's tools) and the loft - about "
                                           "twenty boxes of Nana's papers and the Christmas decorations. Siân wants "
                                           "to go through the papers first.")
finish(question, expected="the garage (Grandad's tools), the loft (about twenty boxes of papers and decorations), and "
                          "the shed and greenhouse at the bottom of the garden (paint tins, the old mower)", actual=reply)
