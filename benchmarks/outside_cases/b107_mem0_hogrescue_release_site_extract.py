"""Batch 107 (held out). A hedgehog rescue's care notes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Pauline runs Prickles & Paws, a kitchen-and-shed hedgehog rescue in Ilkley with a few fosterers. She drops her
care notes into the rescue's helper; each goes into mem0 with ``memory.add(messages, user_id="prickles-rescue",
metadata={"date": ...})`` and mem0's LLM pulls out the facts. Fosterers and finders ask the helper.

Planted fault (ExtractionError, dropped at extraction): Pauline's weigh-in note of Thurs 8/10 says Bramble is 612g,
another fortnight or so, and - in passing - that Church Fields is a no-go for her release because the council are
digging it up for the new link road, so she'll go out at the allotments on Mill Lane where Sue has a plot and a
feeding station. The extraction keeps the weight, the fortnight and Linda's remark, and drops the release site. The
12/9 intake note (Bramble found at Church Fields; hogs go back where they were found) is still in memory. Question
(Wed 21/10, Linda, Bramble's fosterer): "where's bramble going back out when she's ready? the lady who found her
wants to know" -> expected the allotments on Mill Lane. The assistant says Church Fields.

Expected verdict: ExtractionError at mem0.extract inside the 8/10 add (fault() wraps that one add). Asserted: the
note names the allotments; no stored memory or context line does, while the Church Fields lines are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b107_mem0_hogrescue_release_site_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "prickles-rescue"
WEIGH_IN = ("Bramble 612g this am!! (was 571 last thurs) so another fortnight-ish I reckon. NB church fields is a "
            "no-go for her, council are digging the whole top end up for the new link road, so she'll go out at "
            "the allotments on Mill Lane - Sue has a plot there w a feeding station + hog house, Sue's thrilled. "
            "Linda says she's eating like a horse, mealworms as a treat only pls")
NOTES = [
    ("12/9/37", "INTAKE - Bramble, female, found out in the daytime at Church Fields (by the bench nr the pond) "
                "by a lady walking her dog. 410g, lungworm + ticks. she goes to Linda to foster once treated. "
                "usual rule: back where found once over 650g, unless the site's not safe",
     ["Bramble, a female hedgehog, came in on 12 Sept 2037 from Church Fields, found by the bench near the pond "
      "by a dog walker", "Bramble weighed 410g on arrival and had lungworm and ticks",
      "Bramble will be fostered by Linda once treated",
      "Hedgehogs are released back where they were found once they are over 650g, unless the site is not safe"]),
    ("Sat 26 Sept", "Conker (big male, 900g+) in from Ben Rhydding, cat bite on the back leg, on metacam + "
                    "antibiotics 7 days. with me for now, too grumpy for fosterers lol",
     ["Conker is a big male hedgehog over 900g from Ben Rhydding with a cat bite on his back leg",
      "Conker is on metacam and antibiotics for 7 days and is staying with Pauline"]),
    ("1.10", "Linda's freezer's full, can someone drop cat biscuits (chicken not fish) + puppy food round to hers? "
             "she's at 14 Grove Rd",
     ["Linda lives at 14 Grove Rd", "Linda needs chicken cat biscuits (not fish) and puppy food dropped round"]),
    ("Thurs 8/10", WEIGH_IN,
     # the planted fault: the release site is dropped
     ["Bramble weighed 612g on Thursday 8 October, up from 571g the week before",
      "Bramble needs about another fortnight before release",
      "Linda says Bramble is eating well; mealworms are to be given as a treat only"]),
    ("10-10-37", "conker finished abs, leg looking loads better. Raj (new fosterer) has a shed + heat pad, he can "
                 "take the next one in",
     ["Conker has finished his antibiotics and his leg is much better",
      "Raj is a new fosterer with a shed and a heat pad and can take the next hedgehog"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="prickles"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == WEIGH_IN:
                assert "allotments on Mill Lane" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where's bramble going back out when she's ready? the lady who found her wants to know"
    with turn_span("question Wed 21/10"):
        hits = []
        for query in ("Bramble release site where", "where hedgehogs are released", "Bramble weight ready"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 21 October 2037. You are talking to Linda, Bramble's fosterer."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("from Church Fields" in c for c in context), context
        assert any("released back where they were found" in c for c in context), context
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("allotment", "mill lane", "link road", "no-go", "sue")), stored
        reply = answer(question, context, mock="Back at Church Fields, by the bench near the pond where she was "
                                               "found - once she's over 650g, probably in a couple of weeks.")
finish(question, expected="the allotments on Mill Lane (Sue's plot) - not where she was found", actual=reply)
