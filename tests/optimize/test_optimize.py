"""memtrace optimize: the local model's prompt rules, routing to prompt variables, the validation gate (a harmful
rewrite is rolled back), the offline loop raising validation accuracy, and --model end to end against a local
OpenAI-compatible server with token accounting. Small splits: LoCoMo conversation 30 (train) and 42 (validation)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memtrace_otel.local_model import AnswerKey, ExpectedAnswer, FactBook, LocalModelServer, ScriptedPolicy
from memtrace_otel.local_model import rules as R
from memtrace_otel.local_model.prompts import ANSWER_SYSTEM_PROMPT

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "locomo10"


@pytest.fixture(scope="module")
def splits(tmp_path_factory):
    if not DATA.is_dir():
        pytest.skip("../shared/data/locomo10 is not present")
    from memtrace_otel.optimize.split import make_split

    root = tmp_path_factory.mktemp("splits")
    train = make_split([str(DATA)], ["30"], root / "train", sessions=6)
    validation = make_split([str(DATA)], ["42"], root / "validation", sessions=6)
    return train, validation, make_split([str(DATA)], ["26"], root / "train26", sessions=6)


@pytest.fixture
def offline_env(monkeypatch, tmp_path):
    for key, value in {"LITELLM_LOCAL_MODEL_COST_MAP": "True", "LITELLM_OFFLINE_MODE": "true",
                       "MEM0_TELEMETRY": "False", "ANONYMIZED_TELEMETRY": "False", "HF_HUB_OFFLINE": "1",
                       "MEM0_DIR": str(tmp_path / "mem0")}.items():
        monkeypatch.setenv(key, value)


def test_rules_are_recognised_only_in_their_wording():
    for rule, text in R.RULE_TEXT.items():
        assert R.recognised(text) == {rule}
    mem0_prompts = pytest.importorskip("mem0.configs.prompts")
    for name in ("ADDITIVE_EXTRACTION_PROMPT", "DEFAULT_UPDATE_MEMORY_PROMPT", "FACT_RETRIEVAL_PROMPT"):
        assert R.recognised(getattr(mem0_prompts, name, "")) == frozenset(), name
    fact = "Caroline has known her friends for 4 years, since moving from her home country"
    assert R.apply_extraction(fact, []) == ["Caroline has known her friends, since moving from her home country"]
    assert R.apply_extraction(fact, [R.KEEP_TIME]) == [fact]
    two = "Caroline attended a support group and found the stories inspiring"
    assert R.apply_extraction("Caroline attended a support group, and found the stories inspiring",
                              [R.KEEP_TIME, R.SPLIT_CLAUSES]) == ["Caroline attended a support group",
                                                                  "Caroline found the stories inspiring"]
    assert R.apply_extraction(two, [R.KEEP_TIME]) == [two]


def test_policy_follows_the_rules_its_prompt_states():
    policy = ScriptedPolicy(facts=FactBook({"D1:1": ["Gina got her tattoo a few years ago"]}),
                            answers=AnswerKey({"What do they like?": ExpectedAnswer("tea, cake")}), prompt_rules=True)
    v1 = [{"role": "system", "content": "You are a Personal Information Organizer. Return {\"facts\": [...]}"},
          {"role": "user", "content": "Input:\nuser: [D1:1] Gina: I got my tattoo a few years ago\n"}]
    assert json.loads(policy.complete(v1))["facts"] == ["Gina got her tattoo"]
    v1[0]["content"] += "\n- " + R.RULE_TEXT[R.KEEP_TIME]
    assert json.loads(policy.complete(v1))["facts"] == ["Gina got her tattoo a few years ago"]
    qa = [{"role": "system", "content": ANSWER_SYSTEM_PROMPT},
          {"role": "user", "content": "Memories:\n- They like tea\n- They like cake\n\nQuestion: What do they like?"}]
    assert policy.complete(qa) == "I don't know."
    qa[0]["content"] += "\n" + R.RULE_TEXT[R.COMBINE]
    assert policy.complete(qa) == "tea, cake"
    # without prompt_rules the wording does not matter (the benchmark, the demo and other tests)
    assert ScriptedPolicy(answers=AnswerKey({"What do they like?": "tea, cake"})).complete(qa[1:]) == "tea, cake"


class _Harmful:
    """An optimizer whose rewrite drops the extraction prompt's rules (what a bad LLM rewrite could do)."""

    name = "harmful"

    def __init__(self):
        from memtrace_otel.optimize.feedback import Usage

        self.usage = Usage()

    def feedback(self, target, text, routed, history):
        from memtrace_otel.optimize.feedback import Feedback

        return Feedback(target, routed.case_id, routed.error_type, routed.op_name, "shorten")

    def aggregate(self, target, text, feedbacks, history):
        return ["shorten"]

    def rewrite(self, target, text, aggregated, history):
        return "Keep facts short." if target == "extraction" else text


def test_gate_rolls_back_a_harmful_rewrite(splits, offline_env, tmp_path):
    from memtrace_otel.optimize.loop import optimize
    from memtrace_otel.optimize.targets import default_prompts

    _, validation, train = splits  # conversation 26 still fails with the good prompts: there is something to route
    good = dict(default_prompts(), extraction="- " + R.RULE_TEXT[R.KEEP_TIME])
    # attribution off: every failure reaches the extraction prompt, so the harmful rewrite is proposed there
    result = optimize(train, validation, tmp_path / "out", rounds=1, optimizer=_Harmful(), initial_prompts=good,
                      attribution=False,
                      log=open("/dev/null", "w"))
    rows = [json.loads(line) for line in (tmp_path / "out" / "rounds.jsonl").read_text().splitlines()]
    assert rows[1]["edited"] == ["extraction"]
    assert rows[1]["validation_accuracy"] < rows[0]["validation_accuracy"]
    assert rows[1]["accepted"] is False and "does not rise" in rows[1]["reason"]
    assert result["final"] == good and result["accepted"] == 0
    assert result["validation_after"] == result["validation_before"]


def test_offline_loop_raises_validation_accuracy(splits, offline_env, tmp_path, capsys):
    from memtrace_otel.cli import main

    train_dir, val_dir = tmp_path / "train", tmp_path / "val"
    for folder, split in ((train_dir, splits[0]), (val_dir, splits[1])):
        folder.mkdir()
        (folder / "split.json").write_text(json.dumps(split))
    out = tmp_path / "out"
    assert main(["optimize", str(train_dir), "--validate", str(val_dir), "--rounds", "1", "-o", str(out)]) == 0
    printed = capsys.readouterr().out.strip().splitlines()
    assert printed[0].startswith("train: conv-30") and "split seed 0" in printed[0]
    last = printed[-1]
    assert last.startswith("validation accuracy ") and last.endswith("(1 rounds, 1 accepted)")
    before, after = (float(x) for x in last.split()[2:5:2])
    assert after > before
    prompts = json.loads((out / "prompts.json").read_text())
    assert R.KEEP_TIME in R.recognised(prompts["extraction"]["text"])
    assert prompts["extraction"]["variable"] == "prompt:mem0.fact_extraction"
    assert set(json.loads((out / "mem0_config.json").read_text())) <= {
        "custom_instructions", "custom_fact_extraction_prompt", "custom_update_memory_prompt"}
    html = (out / "report.html").read_text()
    assert "<svg" in html and "diff_add" in html
    # the failure was routed through the prompt variable the extraction op read, in the graph
    rows = [json.loads(line) for line in (out / "rounds.jsonl").read_text().splitlines()]
    assert rows[1]["routed_per_target"]["extraction"] >= 1


class _OptimizerModel(ScriptedPolicy):
    """A local model that plays the optimizer LLM: feedback, aggregation and rewrite replies as JSON."""

    def complete(self, messages, *, model="local", response_format=None):
        system = messages[0]["content"]
        user = json.loads(messages[-1]["content"])
        line = R.RULE_TEXT[R.KEEP_TIME]
        if system.startswith("You improve one prompt"):
            assert user["failed_case"]["error_type"] and user["failed_case"]["operation_subgraph"]
            return json.dumps({"rationale": "the fact lost its date", "feedback": line})
        if system.startswith("Merge these suggestions"):
            return json.dumps({"rationale": "one item", "aggregated_feedback": line})
        if system.startswith("Rewrite the prompt"):
            old = user["variable"]["value"]
            return json.dumps({"rationale": "add the rule", "improved_value": (old + "\n- " if old else "- ") + line})
        raise AssertionError(system[:80])


def test_model_end_to_end_against_a_local_server(splits, offline_env, tmp_path, capsys):
    from memtrace_otel.cli import main

    train_dir, val_dir = tmp_path / "train", tmp_path / "val"
    for folder, split in ((train_dir, splits[0]), (val_dir, splits[1])):
        folder.mkdir()
        (folder / "split.json").write_text(json.dumps(split))
    out = tmp_path / "out"
    with LocalModelServer(_OptimizerModel()) as server:
        code = main(["optimize", str(train_dir), "--validate", str(val_dir), "--rounds", "1", "--model",
                     "openai/optimizer", "--api-base", server.base_url, "-o", str(out)])
        calls = [r for r in server.requests if r.path.endswith("/chat/completions")]
    assert code == 0
    printed = capsys.readouterr().out.strip().splitlines()
    assert printed[-1].endswith("(1 rounds, 1 accepted)")
    usage_line = next(line for line in printed if line.startswith("optimizer LLM:"))
    rows = [json.loads(line) for line in (out / "rounds.jsonl").read_text().splitlines()]
    assert rows[1]["llm_calls"] == len(calls) >= 3
    assert rows[1]["input_tokens"] > 0 and rows[1]["output_tokens"] > 0 and "cost_usd" in rows[1]
    assert f"{rows[1]['llm_calls']} calls" in usage_line
    assert R.KEEP_TIME in R.recognised(json.loads((out / "prompts.json").read_text())["extraction"]["text"])


def test_gate_rule():
    from memtrace_otel.optimize.gate import decide, ties

    same = {"ExtractionError": 2, "RetrievalError": 4}
    assert decide(0.75, 0.786, same, {"ExtractionError": 1, "RetrievalError": 4}, 28).accepted
    assert not decide(0.75, 0.75, same, same, 28).accepted  # must rise
    worse = decide(0.75, 0.80, same, {"RetrievalError": 6}, 28)  # +2 retrieval errors > 0.05 * 28 = 1.4
    assert not worse.accepted and "RetrievalError +2" in worse.reason
    assert ties(0.75, 0.75, same, same, 28) and not ties(0.75, 0.70, same, same, 28)
    assert not ties(0.75, 0.75, same, {"ExtractionError": 0, "RetrievalError": 6}, 28)


@pytest.mark.mem0v1
def test_offline_loop_on_mem0_v1_edits_its_fact_extraction_prompt(splits, offline_env, tmp_path, capsys):
    """The same loop on mem0ai 1.0.11 (the version the paper studied; .ci/mem0v1.sh runs it in its own virtualenv):
    the edit goes through 1.x's custom_fact_extraction_prompt and validation accuracy rises."""
    from importlib.metadata import version

    from memtrace_otel.cli import main

    assert version("mem0ai") == "1.0.11"
    train_dir, val_dir = tmp_path / "train", tmp_path / "val"
    for folder, split in ((train_dir, splits[0]), (val_dir, splits[1])):
        folder.mkdir()
        (folder / "split.json").write_text(json.dumps(split))
    out = tmp_path / "out"
    assert main(["optimize", str(train_dir), "--validate", str(val_dir), "--rounds", "2", "-o", str(out)]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    before, after = (float(x) for x in last.split()[2:5:2])
    assert after > before, last
    config = json.loads((out / "mem0_config.json").read_text())
    assert R.KEEP_TIME in R.recognised(config["custom_fact_extraction_prompt"])
