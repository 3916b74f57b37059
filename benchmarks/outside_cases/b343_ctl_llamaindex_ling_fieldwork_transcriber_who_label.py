"""Batch 343 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: a language documentation project with a Cree-speaking community in northern Saskatchewan (CI: Prof. J.
Beaulieu, University of Regina; postdoc Dr S. Hale; PhD student Ms A. Osei; RA: K. Morin) records in July and
August 2051. The RA keeps the project's working notes in a chat with the project's helper (LlamaIndex Memory, read
back each turn as the answer's context).

Memory: turn 1 (2051-07-21, project meeting on Zoom, 1000 CST / 0130 ACST Sat for the Australian co-I) -
transcription of the August recordings is split: Dr Hale takes the Tuesday sessions (verb morphology, with Mrs
Cardinal), Ms Osei takes the Thursday sessions (place names / the land-use walks, with Mr Ratt), as she has the
mapping background, ACTION AO to set up the ELAN templates; turn 2 (Fri 4 Aug, field diary) - Thursday's place-names
walk with Mr Ratt and his daughter, 2 h 40 min of audio plus a GPS track; Tuesday's session with Mrs Cardinal cut
short (a funeral in the community); turn 3 (8/8) - transcripts go into the shared Nextcloud folder, file names
YYYYMMDD_speaker_session; turn 4 (Dr Hale, Fri 11 Aug) - on leave 14-25 Aug, his Tuesday files will wait until he is
back. Question (turn 5, Mon 14 Aug, the RA): "Who is transcribing the Thursday place-names recordings? I need to send
them the GPS tracks." The assistant says Ms Osei (the Thursday sessions are hers; Dr Hale has the Tuesday ones). The
label says Dr Hale - the person who does the Tuesday sessions, not the Thursday ones.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b343_ctl_llamaindex_ling_fieldwork_transcriber_who_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "Who is transcribing the Thursday place-names recordings? I need to send them the GPS tracks."
TURNS = [
    ("2051-07-21 Project mtg (Zoom, 1000 CST / 0130 ACST Sat for Mark). Transcription of the August recordings: "
     "Dr Hale takes the Tuesday sessions (verb morphology, with Mrs Cardinal); Ms Osei takes the Thursday sessions "
     "(place names / the land-use walks, with Mr Ratt), as she has the mapping background. ACTION: AO to set up the "
     "ELAN templates by 1 Aug.",
     "Noted: Dr Hale transcribes the Tuesday verb-morphology sessions with Mrs Cardinal, and Ms Osei the Thursday "
     "place-names sessions with Mr Ratt; Ms Osei is setting up the ELAN templates."),
    ("Fri 4 Aug - field diary: Thurs place-names walk with Mr Ratt and his daughter along the river, 2 h 40 min of "
     "audio + a GPS track (Garmin, .gpx). Tues session with Mrs Cardinal cut short - a funeral in the community; "
     "rescheduled tentatively for the 15th.",
     "Thursday's walk gave 2 h 40 min of audio and a GPS track; Tuesday's session was cut short and tentatively "
     "moved to the 15th."),
    ("8/8 - reminder to all: transcripts into the shared Nextcloud folder, file names YYYYMMDD_speaker_session; GPS "
     "tracks in /tracks with the same stem.",
     "Transcripts go in the shared Nextcloud folder as YYYYMMDD_speaker_session, GPS tracks in /tracks with the "
     "same stem."),
    ("Fri 11 Aug (SH) - I'll be on leave 14-25 Aug; my Tuesday files will wait till I'm back, apologies for the "
     "delay.",
     "Dr Hale is on leave 14 to 25 August; his Tuesday files will wait until he returns."),
    (QUESTION,
     "Ms Osei - the Thursday place-names sessions are hers (Dr Hale has the Tuesday ones, and he's on leave anyway). "
     "Send her the .gpx files."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="cree-doc-project-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 14 August 2051. You are talking to K. Morin, the project's research "
                           "assistant."] + lines[:-1]
                assert any("Dr Hale takes the Tuesday sessions" in c and "Ms Osei takes the Thursday sessions" in c
                           for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Dr Hale", actual=reply)
