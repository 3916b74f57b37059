"""Batch 7 — a podcast production assistant on LangChain chat history + ``trim_messages``, one root span per turn.

App: the producer of a weekly interview podcast chats with an assistant through the week. Every message is kept
in an ``InMemoryChatMessageHistory`` with the day it was said stamped in front ("[Mon 9 Jun 2025] ..."). Before each
model call the app trims the history to the last 8 messages (``trim_messages``, ``token_counter=len``) to stay within
its prompt budget.

Fault (the window): on Monday the producer said "Booked: we record with Dr. Amara Osei this Thursday at 3pm,
remote on Riverside." A long run of edit / music / artwork messages follows the same day. On Tuesday the producer
asks for the recording date; the 8-message window no longer holds the booking.

Question (Tue 10 Jun 2025): "What date are we recording with Amara Osei?" — label "Thursday 12 June". The
assistant answers that no recording date is in the notes.

Expected verdict: UpdateError (trimmed from the window) at the final turn's ``langchain.trim_messages`` (wrapped in
``fault()``): the booking message is one of its ``evicted_to`` inputs; the answer's prompt came from its kept output.
"""
from __future__ import annotations

import common
from b3_support import turn_span
from common import answer, fault, finish, setup

NAME = "b7_langchain_podcast_trim"
MON, TUE = "[Mon 9 Jun 2025]", "[Tue 10 Jun 2025]"
TURNS = [  # (producer, assistant), all on Monday
    ("Morning! Episode 57 is out, can you draft the newsletter blurb?",
     "Done - a three-line blurb for episode 57 is in the doc."),
    ("Booked: we record with Dr. Amara Osei this Thursday at 3pm, remote on Riverside.",
     "Great, I'll prepare the research brief on her soil-carbon work."),
    ("The episode 57 edit has a loud click at 14:32, can you note it for Jess?",
     "Noted for Jess: remove the click at 14:32."),
    ("Also swap the outro music to the new Blue Dot Sessions track.",
     "Outro swap noted: the new Blue Dot Sessions track."),
    ("Artwork for episode 58 should use the green palette.",
     "Green palette noted for the episode 58 artwork."),
    ("Remind me to invoice the sponsor, Treeline Coffee, at the end of the month.",
     "Reminder set: invoice Treeline Coffee at month end."),
    ("Jess says the loudness is at -19 LUFS, target is -16.",
     "Noted: raise the master to -16 LUFS."),
]
QUESTION = "What date are we recording with Amara Osei?"
EXPECTED = "Thursday 12 June"


def main() -> None:
    setup(NAME, ["langchain_history", "litellm"])
    from langchain_core.chat_history import InMemoryChatMessageHistory
    from langchain_core.messages import AIMessage, HumanMessage, trim_messages

    history = InMemoryChatMessageHistory()
    for n, (said, reply) in enumerate(TURNS):
        with turn_span(f"assistant.turn.{n + 1}"):
            history.add_messages([HumanMessage(f"{MON} {said}"), AIMessage(f"{MON} {reply}")])

    with turn_span("assistant.turn.question"):
        history.add_messages([HumanMessage(f"{TUE} {QUESTION}")])
        with fault():  # the window drops Monday's booking
            window = trim_messages(history.messages, max_tokens=8, token_counter=len, strategy="last",
                                   start_on="human", include_system=False)
        assert any("Amara Osei this Thursday" in m.content for m in history.messages)
        assert not any("Amara Osei this Thursday" in m.content for m in window)  # the fault happened
        turns = [{"role": "user" if m.type == "human" else "assistant", "content": m.content} for m in window[:-1]]
        reply = answer(f"{TUE} {QUESTION}", "(the conversation so far)", history=turns,
                       mock="I can't find a recording date for Amara Osei in our notes - can you check the "
                            "calendar?")
        history.add_messages([AIMessage(f"{TUE} {reply}")])
        finish(QUESTION, EXPECTED, reply)


if __name__ == "__main__":
    main()
