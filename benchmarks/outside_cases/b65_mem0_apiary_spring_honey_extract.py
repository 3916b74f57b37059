"""Batch 65 (held out). A beekeeping association's apiary notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Lorna is apiary manager for the Wyre Forest Beekeepers (two association apiaries: Millfield, behind the
garden centre, and the Orchard site at Bewdley). She dictates her notes into mem0 with ``memory.add(messages,
user_id="wyre-apiary", metadata={"date": ...})`` and mem0's LLM pulls the facts out. Ten notes, Apr - Jun 2028.

Planted fault (ExtractionError, omitted at extraction): the note after the spring extraction says: "extraction day
at Tony's shed sat - 38lb off Millfield (hives 1,2 + 4, 3's still too light). Marj brought her 2 supers over from
the Orchard site as well, weighed in at 22lb so that all went in the same tank. OSR honey so it'll set fast, jarring
tues". The extraction keeps the 38 lb from Millfield, the oilseed rape and the jarring, and drops Marj's 22 lb from
the Orchard supers that went in the same tank. Question (Wed 7/6, the treasurer for the newsletter): "how much honey
did the spring extraction come to in total?" -> expected 60 lb (38 + 22). The assistant says 38 lb.

Expected verdict: ExtractionError at mem0.extract inside that one add (fault() wraps it). Asserted: the note has
the 22lb; no stored memory has the Orchard supers (nor 22 or 60), while the 38 lb and the jarring from the same
note are in the context. Another reading: none that we see; the searches return every memory.
"""
from __future__ import annotations

import re
import tempfile

from common import answer, fault, finish, setup

setup("b65_mem0_apiary_spring_honey_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wyre-apiary"
SPRING = ("extraction day at Tony's shed sat - 38lb off Millfield (hives 1,2 + 4, 3's still too light). Marj brought "
          "her 2 supers over from the Orchard site as well, weighed in at 22lb so that all went in the same tank. "
          "OSR honey so it'll set fast, jarring tues")
NOTES = [
    ("2028-04-09", "1st inspection of the yr at Millfield, 12 degrees + sunny. all 4 hives queenright, 3 is weakest - "
                   "4 frames of brood, gave her a frame of stores from 1",
     ["First Millfield inspection of 2028 on 9 April: all four hives queenright",
      "Hive 3 at Millfield is the weakest with four frames of brood and was given a frame of stores from hive 1"]),
    ("16/4/28", "supers on hives 1,2,4 - the OSR behind the garden centre is just coming out. 3 left w/o",
     ["Supers were put on Millfield hives 1, 2 and 4 on 16 April for the oilseed rape",
      "Hive 3 was left without a super"]),
    ("Apr 23", "Orchard site: Marj says both her colonies are booming, she's put 2 supers on. swarm cells in the "
               "left hand one, did an artificial swarm",
     ["Marj's two colonies at the Orchard site are strong and have supers on",
      "Marj did an artificial swarm on her left-hand colony at the Orchard site after finding swarm cells"]),
    ("2028-05-03", "beginners' course wk 3 - 9 on the course, showed them a drone comb + a queen (finally). suits "
                   "in the shed need a wash, 2 zips gone",
     ["The beginners' course week 3 had nine students who saw drone comb and a queen",
      "The association's bee suits need washing and two zips are broken"]),
    ("10.5", "varroa boards in at Millfield, counts low (hive 4 = 6 mites in 7 days). no treatment till aug",
     ["Varroa counts at Millfield are low, hive 4 had 6 mites in 7 days",
      "No varroa treatment is planned at Millfield until August"]),
    ("2028-05-27", "OSR done, supers off Millfield w clearer boards thurs, off Sat morning. Tony's lending us the "
                   "extractor + his shed",
     ["The Millfield supers were cleared and taken off on Saturday 27 May",
      "Tony is lending his extractor and his shed for the extraction"]),
    ("2028-05-28", SPRING,
     # the planted fault: Marj's 22lb from the Orchard supers (in the same tank) is not extracted
     ["The spring extraction at Tony's shed took 38 lb of honey off Millfield hives 1, 2 and 4",
      "The spring honey is oilseed rape honey and will set fast",
      "Jarring of the spring honey is on Tuesday"]),
    ("30th May", "jarring done, 1lb jars, labels w the association logo. selling at the garden centre counter "
                 "£6.50 a jar, they take 10%",
     ["The spring honey was jarred in 1 lb jars with association labels",
      "Honey sells at the garden centre counter for £6.50 a jar with the garden centre taking 10%"]),
    ("2028-06-03", "hive 3 finally drawing comb - good. new queen in the nuc at the Orchard is laying, Marj v "
                   "pleased",
     ["Hive 3 at Millfield has started drawing comb",
      "The new queen in the nuc at the Orchard site is laying"]),
    ("5/6", "Bob (treasurer) wants the honey total for the newsletter + the AGM report, sent him the jar count",
     ["Bob the treasurer wants the spring honey total for the newsletter and the AGM report"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wyre-apiary"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == SPRING:
                assert "22lb" in note and "Orchard" in note and "same tank" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much honey did the spring extraction come to in total?"
    with turn_span("question Wed 7/6"):
        hits = []
        for query in ("spring extraction honey total lb", "how much honey from the extraction",
                      "Orchard site supers Marj honey", "jarring spring honey Tony's shed"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 7 June 2028. You are talking to Bob, the association's treasurer."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("38 lb" in c for c in context), context
        assert any("Jarring of the spring honey" in c for c in context), context
        assert any("Marj's two colonies" in c for c in context), context
        assert not any("22" in s or re.search(r"\b60\b", s) or "same tank" in s or "Orchard supers" in s
                       for s in stored + context), stored
        reply = answer(question, context, mock="38 lb - that's what came off Millfield hives 1, 2 and 4 at Tony's "
                                               "shed. It's oilseed rape honey, all jarred in 1 lb jars.")
finish(question, expected="60lb all told - Marj's two Orchard supers went in the tank with Millfield's",
       actual=reply)
