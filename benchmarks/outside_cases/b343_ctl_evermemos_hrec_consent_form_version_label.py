"""Batch 343 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each sender's messages written by their own task (gathered), then the question's search.

App: the research office of Mercy Northside Hospital keeps a study's ethics correspondence in EverMemOS - the HREC
secretariat, the study coordinator and the HREC Chair - and the helper answers the study team's questions.

Memory: secretariat, 2051-03-07 - HREC/51/088 (falls-prevention exercise study in residential aged care, PI Dr
Abernethy) approved at the 28 Feb meeting subject to conditions; approved documents: protocol v3.0, participant
information and consent form (PICF) v2.0 dated 10 Feb 2051; coordinator, 2051-04-03 - amendment submitted, PICF v2.1
(adds a paragraph on the optional blood sample, corrects the complaints contact number); Chair, 2051-04-19 - the
amendment was approved out of session on 18 Apr, PICF v2.1 dated 3 Apr 2051 is now approved for use and supersedes
v2.0, which should not be used for any new participant; secretariat, 2051-05-02 - annual progress report due 28 Feb
2052. Question (Tue 9 May, the research nurse): "Which version of the participant information and consent form
should I be using for recruitment at the Carlton site next week?" The assistant says v2.1 dated 3 Apr 2051. The
label says v2.0 dated 10 Feb 2051 - the version first approved, superseded by v2.1 in April.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b343_ctl_evermemos_hrec_consent_form_version_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "mercy-northside-hrec-51-088"
MESSAGES = {
    "secretariat": [
        ("2051-03-07T10:30:00Z", "HREC/51/088 (falls-prevention exercise study in residential aged care, PI Dr "
                                 "Abernethy) was approved at the meeting of 28 Feb 2051, subject to the conditions "
                                 "in the attached letter. Approved documents: Protocol v3.0; Participant Information "
                                 "and Consent Form (PICF) v2.0 dated 10 Feb 2051."),
        ("2051-05-02T14:00:00Z", "Reminder: the annual progress report for HREC/51/088 is due 28 Feb 2052; the "
                                 "template is on the research office intranet."),
    ],
    "coordinator": [
        ("2051-04-03T16:45:00Z", "Amendment submitted for HREC/51/088: PICF v2.1 (adds a paragraph on the optional "
                                 "blood sample; corrects the complaints contact number, which was the old "
                                 "switchboard). Tracked and clean copies attached."),
    ],
    "chair": [
        ("2051-04-19T09:10:00Z", "Amendment to HREC/51/088 approved out of session by the Chair on 18 Apr 2051. "
                                 "PICF v2.1 dated 3 Apr 2051 is approved for use and supersedes v2.0, which should "
                                 "not be used for any new participant. Participants already consented need not be "
                                 "re-consented unless they opt into the blood sample."),
    ],
}


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def post(client, who: str) -> None:
    for i, (when, text) in enumerate(MESSAGES[who], 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"{who}-{i}", sender=who,
                                     group_id=GROUP, flush=True)


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    await asyncio.gather(*(post(client, who) for who in MESSAGES))
    question = ("Which version of the participant information and consent form should I be using for recruitment at "
                "the Carlton site next week?")
    context = ["Today is Tue 9 May 2051. You are talking to the research nurse on HREC/51/088 (Mercy Northside "
               "Hospital)."]
    for query in ("PICF version approved", "participant information and consent form", "amendment approved"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("(PICF) v2.0 dated 10 Feb 2051" in c for c in context), context
    assert any("PICF v2.1 dated 3 Apr 2051 is approved for use and supersedes v2.0" in c for c in context), context
    reply = answer(question, context, mock="PICF v2.1 dated 3 April 2051 - approved by the Chair on 18 April; it "
                                           "supersedes v2.0, which shouldn't be used for new participants.")
    finish(question, expected="PICF v2.0 dated 10 Feb 2051", actual=reply)


asyncio.run(main())
