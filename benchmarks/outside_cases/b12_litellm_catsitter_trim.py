"""Batch 12 (held out). Neighbour cat-sitting helper: a plain litellm chat whose history the app keeps as a list of
OpenAI-style dicts and trims itself before every model call with langchain_core's ``trim_messages`` (approximate
token count, keep the newest). One root span per turn.

App: Ines is feeding her neighbour's cats for a week. On the first turn she pastes the owner's note; then she chats
with the helper over the days (food, litter, a plant, the heating, a parcel). Each turn the app trims the history to
a 260-token budget and sends the window to the model.

Planted fault (UpdateError, trimmed from the window): the owner's note says "Miso (the grey one) gets HALF a
methimazole tablet twice a day, at 7:30 in the morning and 7:30 in the evening, hidden in a Pill Pocket". It stays
in the window for the first six turns; at turn 7 the trim drops it. Question (turn 7): "What time does Miso need her
tablet this evening, and how much of it?" -> expected "Half a tablet at 7:30 pm (in a Pill Pocket)". The model, with
the note gone, says it has no medication instructions and guesses with dinner at 6.

Expected verdict: UpdateError at the turn-7 langchain.trim_messages (inside fault()). Asserted: the note is in every
earlier window and missing from the turn-7 window the answer sees.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b12_litellm_catsitter_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.messages import convert_to_openai_messages, trim_messages  # noqa: E402

NOTE = ("Note from Carla (owner), pasted: Miso (the grey one) gets HALF a methimazole tablet twice a day, at 7:30 in "
        "the morning and 7:30 in the evening, hidden in a Pill Pocket. Pip has no medicine. Keys back under the "
        "blue pot when you're done on Sunday.")
TURNS = [
    (NOTE, "Thanks, I've got Carla's note. Happy to help with anything while you're looking after Miso and Pip."),
    ("How much dry food do they each get? The bag says 60 g for a 4 kg cat but Pip is huge.",
     "Go by Carla's usual scoop if she left one; otherwise 60 g each split into two meals is fine for a week, and "
     "Pip will survive without extra."),
    ("The litter tray in the utility room is nearly full. How often should I scoop and when do I change it all?",
     "Scoop once a day; a full change with fresh litter once during the week is enough for two cats."),
    ("There's a peace lily on the windowsill drooping badly. Should I water it, and is it safe with cats around?",
     "Water it until it drains; it perks up within hours. Peace lilies irritate a cat's mouth if chewed, so keep it "
     "up high."),
    ("The heating seems to be off and it's cold. Is it OK to put it on for the cats or should I leave it?",
     "Put it on low, around 17 degrees, in the mornings and evenings; cats cope but they'll appreciate it."),
    ("A parcel came for Carla and the courier left it on the step. Bring it in or leave it?",
     "Bring it in and leave it on the hall table; mention it in a message to Carla."),
    ("What time does Miso need her tablet this evening, and how much of it?",
     "I don't have any medication instructions for Miso in our chat. If she's on tablets, giving one with her "
     "dinner at around 6 pm would be usual - check with Carla."),
]
BUDGET = 400

history: list[dict] = []
for i, (user, mock) in enumerate(TURNS, 1):
    last = i == len(TURNS)
    with turn_span(f"turn-{i}"):
        history.append({"role": "user", "content": user})
        if last:
            with fault():
                window = trim_messages(history, strategy="last", max_tokens=BUDGET, token_counter="approximate",
                                       start_on="human")
        else:
            window = trim_messages(history, strategy="last", max_tokens=BUDGET, token_counter="approximate",
                                   start_on="human")
        msgs = convert_to_openai_messages(window)
        has_note = any("7:30 in the evening" in m["content"] for m in msgs)
        assert has_note != last, (i, has_note, [m["content"][:40] for m in msgs])
        reply = answer(user, "(the conversation so far)", mock=mock, history=msgs[:-1])
        history.append({"role": "assistant", "content": reply})
question = TURNS[-1][0]
finish(question, expected="Half a tablet at 7:30 pm (in a Pill Pocket)", actual=reply)
