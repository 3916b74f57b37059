"""Batch 349 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each organiser's messages written by their own task (gathered), then the question's search.

App: Tyne Hack 2051 runs Sat 13 - Sun 14 May 2051 at the Baltic Centre in Gateshead - teams of up to 4, a
registration sheet, demos in front of three judges. The organisers' channel goes into EverMemOS - Leah (running
it) posts the event's key=value sheet and the changes, Kofi (volunteers) the logistics, and the registration bot
one key=value row per team - and the helper answers hackers' questions.

Memory: Leah, 2051-05-02T10:00 - event sheet: kickoff=Sat 13 May 09:00, hacking_ends=Sun 14 May 12:00, demos=Sun 14
May 14:00 main hall, max_team=4; reg bot, 2051-05-11T17:05 - team=Byte Club, members=4, table=12, status=DONE;
Leah, 2051-05-13T09:40 ("Sat 13/5 09:40 - heads up all") - two of the three judges are stuck in Lisbon with the air
traffic strike, so demos are moving to the day after tomorrow, 10:00, same hall; hacking still ends Sunday noon, no
extra coding time; Kofi, 2051-05-13T11:00 - wifi and pizza at 19:00. Question (Sat 13/5 evening, Nia from Byte
Club): "when's our demo? my mum wants to come and watch" The assistant says Monday 15 May at 10:00 in the main hall
(the day after tomorrow from Leah's Saturday message). The label says Sun 14 May 14:00 - the original slot,
rescheduled.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b349_ctl_evermemos_hackathon_demo_when_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "tyne-hack-2051-organisers"
MESSAGES = {
    "leah": [("2051-05-02T10:00:00Z", "TYNE HACK 2051 event sheet 📋\nvenue=Baltic Centre, level 2\n"
                                      "kickoff=Sat 13 May 09:00\nhacking_ends=Sun 14 May 12:00\n"
                                      "demos=Sun 14 May 14:00, main hall\nmax_team=4\nreg_closes=Fri 12 May 18:00"),
             ("2051-05-13T09:40:00Z", "Sat 13/5 09:40 - heads up all 😩 2 of the 3 judges are stuck in "
                                      "Lisbon (air traffic strike) so demos are moving to the day after "
                                      "tomorrow, 10:00, same hall. hacking STILL ends sunday noon, no extra "
                                      "coding time!!")],
    "regbot": [("2051-05-11T17:05:00Z", "team=Byte Club\nmembers=4 (Nia Cole, Arjun Mehta, Finn Walsh, Rosa Diaz)\n"
                                        "table=12\nstatus=DONE")],
    "kofi": [("2051-05-13T11:00:00Z", "wifi=TyneHack / pw on the whiteboard\npizza=19:00 level 2 kitchen\n"
                                      "sleeping_room=quiet room B, bring ur own bag")],
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
    question = "when's our demo? my mum wants to come and watch"
    context = ["Today is Sat 13 May 2051 (evening). You are talking to Nia Cole of team Byte Club at Tyne Hack "
               "2051."]
    for query in ("demo time", "when are the demos", "judges schedule change"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("demos=Sun 14 May 14:00, main hall" in c for c in context), context
    assert any("demos are moving to the day after tomorrow, 10:00" in c for c in context), context
    reply = answer(question, context, mock="Monday 15 May at 10:00 in the main hall - Leah moved the demos this "
                                           "morning because two judges are stuck in Lisbon.")
    finish(question, expected="Sunday 14 May at 14:00, main hall", actual=reply)


asyncio.run(main())
